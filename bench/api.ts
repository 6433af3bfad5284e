// npm run bench: one list query (the messages) through POST /graphql, the same
// through GET /api/common/messages, and a bare Express handler with the same JSON
// as the ceiling. Loopback only, bounded in time; prints req/s, p99 and ratios.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';

const HOST = '127.0.0.1';
const DURATION_SECONDS = 10;
const CONNECTIONS = 10;
const QUERY = '{ messages { id title description image icon link useRouter read seen time } }';

// Production mode, as deployed: graphql-js skips its development-only checks.
const target = spawn(process.execPath, ['--import', 'tsx', 'bench/target.ts'], {
  stdio: ['ignore', 'pipe', 'inherit'],
  env: { ...process.env, NODE_ENV: 'production' },
});
const [line] = (await once(createInterface({ input: target.stdout! }), 'line')) as [string];
const { appPort, ceilingPort } = JSON.parse(line) as { appPort: number; ceilingPort: number };
const app = `http://${HOST}:${appPort}`;

try {
  const signIn = await fetch(`${app}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'hughes.brian@company.com', password: 'admin' }),
  });
  const { accessToken } = (await signIn.json()) as { accessToken: string };
  const auth = { authorization: `Bearer ${accessToken}` };

  const runs = [
    {
      name: 'GraphQL POST /graphql',
      url: `${app}/graphql`,
      method: 'POST' as const,
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ query: QUERY }),
    },
    { name: 'REST GET /api/common/messages', url: `${app}/api/common/messages`, headers: auth },
    { name: 'bare Express (ceiling)', url: `http://${HOST}:${ceilingPort}/` },
  ];

  const results: { name: string; rps: number; p99: number; errors: number }[] = [];
  for (const run of runs) {
    const result = await autocannon({
      ...run,
      connections: CONNECTIONS,
      duration: DURATION_SECONDS,
    });
    const errors = result.errors + result.non2xx;
    results.push({ name: run.name, rps: result.requests.average, p99: result.latency.p99, errors });
  }

  const ceilingRps = results[2]!.rps;
  console.log(`\n${CONNECTIONS} connections, ${DURATION_SECONDS} s each, on ${HOST}\n`);
  console.log('route                            req/s      p99 ms   share of ceiling   errors');
  for (const { name, rps, p99, errors } of results) {
    const share = `${((rps / ceilingRps) * 100).toFixed(1)} %`;
    console.log(
      `${name.padEnd(32)} ${rps.toFixed(0).padStart(6)} ${p99.toFixed(1).padStart(10)} ${share.padStart(18)} ${String(errors).padStart(8)}`,
    );
  }
  console.log(`\nREST / GraphQL: ${(results[1]!.rps / results[0]!.rps).toFixed(2)}`);
} finally {
  target.kill('SIGTERM');
}
