// `npm run check:endpoint` as an integrator runs it: against a running server
// (introspection over HTTP) and against schema files that differ from ours.
import { printSchema } from 'graphql';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBusinessEndpoint } from '../server/test/business-endpoint';
import { startTestServer, type TestServer } from '../server/test/harness';
import { ourSchema } from './endpoint-check';

const run = promisify(execFile);

/** The command's output and exit code. */
async function checkEndpoint(...args: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'scripts/check-endpoint.ts', ...args],
      { timeout: 60_000 },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

// Each check is a process of its own (tsx, graphql-js, GraphQL Inspector): seconds each
// on a busy machine.
describe('check:endpoint', { timeout: 60_000 }, () => {
  let server: TestServer;
  let folder: string;
  /** Our schema as SDL with `edit` applied: an endpoint that differs from ours. */
  const schemaFile = (name: string, edit: (sdl: string) => string) => {
    const sdl = printSchema(ourSchema());
    const edited = edit(sdl);
    expect(edited).not.toBe(sdl);
    const file = join(folder, name);
    writeFileSync(file, edited);
    return file;
  };

  beforeAll(async () => {
    server = await startTestServer();
    folder = mkdtempSync(join(tmpdir(), 'check-endpoint-'));
  });
  afterAll(async () => {
    await server.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('passes a server that serves our schema, read by introspection', async () => {
    const { code, output } = await checkEndpoint(`${server.url}/graphql`, '--all');
    expect(output).toContain('Business operations: all 1 validate');
    expect(output).toContain('  ✓ query MisProyectosCliente');
    expect(output).toMatch(/Template apps: all \d+ validate/);
    expect(output).toMatch(/^OK: /m);
    expect(code).toBe(0);
  });

  it('passes a second server that serves the business schema only: the template apps are reported, not counted', async () => {
    const other = await startBusinessEndpoint({ origin: server.url });
    try {
      const { code, output } = await checkEndpoint(other.url);
      expect(output).toContain('Business operations: all 1 validate');
      expect(output).toMatch(/Template apps: (\d+) of \1 fail/);
      expect(output).toMatch(/^OK: /m);
      expect(code).toBe(0);
    } finally {
      await other.stop();
    }
  });

  it('fails a second server whose business field is renamed, naming the operation and the field', async () => {
    const other = await startBusinessEndpoint({
      origin: server.url,
      edit: (sdl) =>
        sdl.replace('  nombre: String!\n  "URL segment', '  name: String!\n  "URL segment'),
    });
    try {
      const { code, output } = await checkEndpoint(other.url);
      expect(output).toContain(
        '  ✗ query MisProyectosCliente\n      Cannot query field "nombre" on type "ProyectoCliente". Did you mean "name"?',
      );
      expect(output).toMatch(/^FAILED: business operations: 1 of 1 fails/m);
      expect(code).toBe(1);
    } finally {
      await other.stop();
    }
  });

  it('fails when a business field is renamed, naming the operation, the field and the change', async () => {
    const file = schemaFile('renamed.graphql', (sdl) =>
      sdl.replace(/(type ProyectoCliente \{\n {2}id: ID!\n) {2}nombre:/, '$1  name:'),
    );
    const { code, output } = await checkEndpoint(file);
    expect(output).toContain('Business operations: 1 of 1 fails');
    expect(output).toContain(
      '  ✗ query MisProyectosCliente\n      Cannot query field "nombre" on type "ProyectoCliente". Did you mean "name"?',
    );
    expect(output).toMatch(
      /BREAKING +Field 'nombre' was removed from object type 'ProyectoCliente' \(ProyectoCliente\.nombre\): MisProyectosCliente/,
    );
    expect(output).toMatch(/^FAILED: /m);
    expect(code).toBe(1);
  });

  it('counts a template app that would fail only with --all', async () => {
    const file = schemaFile('notes.graphql', (sdl) =>
      sdl.replace(/(type Note \{\n {2}id: ID!\n\n {2}""".*"""\n) {2}title:/, '$1  heading:'),
    );
    const relaxed = await checkEndpoint(file);
    expect(relaxed.output).toMatch(
      /✗ query \w*Note\w*\n {6}Cannot query field "title" on type "Note"/,
    );
    expect(relaxed.output).toMatch(
      /^OK: business operations: all 1 validate; template apps: \d+ of \d+ fail/m,
    );
    expect(relaxed.code).toBe(0);
    const strict = await checkEndpoint(file, '--all');
    expect(strict.output).toMatch(/^FAILED: /m);
    expect(strict.code).toBe(1);
  });

  it('says why when the endpoint gives no schema', async () => {
    const refused = await checkEndpoint('http://127.0.0.1:9/graphql');
    expect(refused.output).toContain('Cannot reach http://127.0.0.1:9/graphql');
    expect(refused.code).toBe(2);
    const partial = await checkEndpoint('schema/proyectos.graphql');
    expect(partial.output).toContain('schema/proyectos.graphql is not a whole schema');
    expect(partial.code).toBe(2);
  });
});
