// The SDL files under schema/, read once. One file per domain; base.graphql owns the roots.
import { readdirSync, readFileSync } from 'node:fs';
import { projectPath } from './paths';

const SCHEMA_DIR = projectPath('schema') + '/';

/** The SDL of the named files, or of every file when no names are given. */
export function readSchemaFiles(names?: readonly string[]): string[] {
  const files = names ?? readdirSync(SCHEMA_DIR).filter((file) => file.endsWith('.graphql'));
  return [...files].sort().map((file) => readFileSync(SCHEMA_DIR + file, 'utf8'));
}
