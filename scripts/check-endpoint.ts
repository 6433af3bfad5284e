// npm run check:endpoint -- <url or schema file> [--header 'Name: value']... [--all]
//
// Tells an integrator, before they point the client at their GraphQL endpoint, whether
// it can answer what the client sends: each of the client's documents validated against
// the endpoint's schema, business operations first, and the differences from our
// schema/ that break or endanger them (scripts/endpoint-check.ts). Exits 1 when a
// business operation would fail there (with --all, when any would), 2 when the check
// itself cannot run (no schema, a bad argument).
import { relative } from 'node:path';
import {
  checkEndpoint,
  clientDocuments,
  loadTargetSchema,
  ourSchema,
  type DocumentResult,
  type EndpointReport,
} from './endpoint-check';
import { MANIFEST_FILE } from '../server/trusted-documents';

const USAGE =
  "usage: npm run check:endpoint -- <http(s) URL | schema.graphql | introspection.json> [--header 'Name: value']... [--all]";

interface Options {
  target: string;
  headers: Record<string, string>;
  all: boolean;
}

function options(args: readonly string[]): Options {
  const headers: Record<string, string> = {};
  let target: string | undefined;
  let all = false;
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index]!;
    if (arg === '--all') all = true;
    else if (arg === '--header' || arg === '-H') {
      const header = args[(index += 1)];
      const colon = header?.indexOf(':') ?? -1;
      if (!header || colon <= 0)
        throw new Error(`--header wants 'Name: value'; got "${header ?? ''}".`);
      headers[header.slice(0, colon).trim()] = header.slice(colon + 1).trim();
    } else if (arg.startsWith('-')) throw new Error(`Unknown option ${arg}.`);
    else if (target) throw new Error(`One endpoint at a time; got "${target}" and "${arg}".`);
    else target = arg;
  }
  if (!target) throw new Error('Name the endpoint: a URL or a schema file.');
  return { target, headers, all };
}

const label = ({ document }: DocumentResult) => `${document.operation} ${document.name}`;

/** "all 3 validate", "1 of 3 fails", "2 of 3 fail". */
function tally(results: readonly DocumentResult[]): string {
  const failed = results.filter((result) => result.errors.length).length;
  if (!failed) return `all ${results.length} validate`;
  return `${failed} of ${results.length} ${failed === 1 ? 'fails' : 'fail'}`;
}

/** One group's lines: its failures with graphql-js's words, and its passes when `listPasses`. */
function group(
  title: string,
  results: readonly DocumentResult[],
  report: EndpointReport,
  listPasses: boolean,
): string[] {
  const lines = ['', `${title}: ${tally(results)}`];
  for (const result of results) {
    if (result.errors.length) {
      lines.push(`  ✗ ${label(result)}`, ...result.errors.map((error) => `      ${error}`));
    } else if (listPasses) lines.push(`  ✓ ${label(result)}`);
  }
  const names = new Set(results.map((result) => result.document.name));
  const changes = report.changes
    .map(({ change, documents }) => ({
      change,
      names: documents.map((document) => document.name).filter((name) => names.has(name)),
    }))
    .filter((entry) => entry.names.length);
  if (changes.length) {
    lines.push('  Differences from schema/ that affect them:');
    for (const { change, names: affected } of changes) {
      lines.push(
        `    ${change.criticality.level.padEnd(9)} ${change.message} (${change.path}): ${affected.sort().join(', ')}`,
      );
    }
  }
  return lines;
}

async function main(): Promise<number> {
  let chosen: Options;
  try {
    chosen = options(process.argv.slice(2));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const ours = ourSchema();
  const documents = clientDocuments(ours);
  let target;
  try {
    target = await loadTargetSchema(chosen.target, chosen.headers);
  } catch (error) {
    console.error((error as Error).message);
    return 2;
  }
  const report = await checkEndpoint(ours, target, documents);
  const byName = (a: DocumentResult, b: DocumentResult) =>
    a.document.name.localeCompare(b.document.name);
  const business = report.results.filter((result) => result.document.business).sort(byName);
  const apps = report.results.filter((result) => !result.document.business).sort(byName);
  const failing = (results: readonly DocumentResult[]) =>
    results.some((result) => result.errors.length);

  console.log(`Endpoint: ${chosen.target}`);
  console.log(
    `The client's documents: ${documents.length} (${relative(process.cwd(), MANIFEST_FILE)})`,
  );
  console.log(
    [
      ...group('Business operations', business, report, true),
      ...group('Template apps', apps, report, false),
    ].join('\n'),
  );
  const failed = failing(business) || (chosen.all && failing(apps));
  console.log(
    `\n${failed ? 'FAILED' : 'OK'}: business operations: ${tally(business)}; template apps: ${tally(apps)}${chosen.all ? ' (--all: every operation counts)' : ''}.`,
  );
  return failed ? 1 : 0;
}

process.exitCode = await main();
