// A build step for client/vite.config.ts: every `graphql(`…`)` call becomes the document
// it stands for, written into the module that calls it. Without it, the client preset's
// `graphql()` looks each document up in a map of all of them (src/gql/gql.ts), so every
// screen's queries would travel with the sign-in page. The client preset's own babel and
// SWC plugins do the same for builds on those compilers; this build runs on Oxc.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const GQL_DIR = fileURLToPath(new URL('./src/gql/', import.meta.url));
const SOURCE_DIR = fileURLToPath(new URL('./src/', import.meta.url));

/** `graphql(`…`)`, with an optional comment before the template (`/* GraphQL *\/`). */
const CALL = /\bgraphql\(\s*(?:\/\*[^*]*\*\/\s*)?`([^`]*)`\s*\)/g;
/** The import of codegen's `graphql` function, unused once the calls are gone. */
const IMPORT =
  /^import\s*\{\s*graphql\s*\}\s*from\s*['"][./]+(?:\/gql|\/gql\/index|gql)['"];?\s*$/m;

/**
 * Codegen's output read as a table: each document's source text (the map's keys in
 * gql.ts) → its DocumentNode as JSON (the matching export of graphql.ts).
 */
function readDocuments(): Map<string, string> {
  const map = readFileSync(`${GQL_DIR}gql.ts`, 'utf8');
  const nodes = readFileSync(`${GQL_DIR}graphql.ts`, 'utf8');
  const json = new Map(
    [...nodes.matchAll(/^export const (\w+) = (\{.*\}) as unknown as DocumentNode/gm)].map(
      ([, name, node]) => [name!, node!],
    ),
  );
  const documents = new Map<string, string>();
  const table = map.slice(map.indexOf('const documents'));
  for (const [, key, name] of table.matchAll(/^\s*("(?:[^"\\]|\\.)*"): types\.(\w+),$/gm)) {
    const node = json.get(name!);
    if (node) documents.set(JSON.parse(key!) as string, node);
  }
  return documents;
}

export function inlineGraphqlDocuments(): Plugin {
  let documents: Map<string, string> | undefined;
  return {
    name: 'inline-graphql-documents',
    apply: 'build',
    // Before TypeScript is compiled away, so the code is as written.
    enforce: 'pre',
    buildStart() {
      documents = readDocuments();
    },
    transform(code, id) {
      if (!id.startsWith(SOURCE_DIR) || id.startsWith(GQL_DIR) || !code.includes('graphql(')) {
        return null;
      }
      const inlined = code.replace(CALL, (_call, source: string) => {
        const node = documents?.get(source);
        if (!node) {
          throw new Error(`${id}: a graphql() document codegen has not seen; run npm run codegen.`);
        }
        return node;
      });
      return { code: inlined.replace(IMPORT, ''), map: null };
    },
  };
}
