import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './heap';
import { projectPath } from './paths';

describe("the server's Node flags", () => {
  it('are the ones `npm start` gives Node, where V8 reads them (at start)', () => {
    const { scripts } = JSON.parse(readFileSync(projectPath('package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts.start).toBe(`node ${SERVER_NODE_FLAGS.join(' ')} scripts/start.mjs`);
  });
});
