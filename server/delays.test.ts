import { describe, expect, it } from 'vitest';
import { DELAYS_MS } from './delays';
import { buildSchema } from './schema';
import { SAMPLE_EMAIL, SAMPLE_PASSWORD, startTestServer } from './test/harness';

describe('delays', () => {
  it('name real root fields of the schema', () => {
    const schema = buildSchema({ delayScale: 0 });
    for (const coordinate of Object.keys(DELAYS_MS)) {
      const [type, field] = coordinate.split('.') as [string, string];
      const root = type === 'Query' ? schema.getQueryType() : schema.getMutationType();
      expect(root?.getFields()[field], coordinate).toBeDefined();
    }
  });

  it('are applied, multiplied by the scale', async () => {
    const scale = 0.05; // sign-in: 1500 ms × 0.05 = 75 ms
    const server = await startTestServer({ delayScale: scale });
    try {
      const started = performance.now();
      const answer = await server.request('POST', '/api/auth/sign-in', {
        body: { email: SAMPLE_EMAIL, password: SAMPLE_PASSWORD },
      });
      expect(answer.status).toBe(200);
      expect(performance.now() - started).toBeGreaterThanOrEqual(
        DELAYS_MS['Mutation.signIn']! * scale,
      );
    } finally {
      await server.close();
    }
  });
});
