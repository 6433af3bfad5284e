// `npm run db:reset [-- --yes]`: puts the sample data back in the database the server
// would use (DATABASE_URL, else DATA_DIR, else ./data), after asking, unless --yes.
import { stdin, stdout } from 'node:process';
import { createInterface } from 'node:readline/promises';
import { openDatabase } from '../server/data/database';
import { resetData } from '../server/data/open';
import { ConfigError, readConfig } from '../server/env';

async function main(): Promise<void> {
  const { data } = readConfig();
  if (data.kind === 'memory') {
    console.log('DATA_DIR=memory: nothing is kept, so there is nothing to reset.');
    return;
  }
  const where = data.kind === 'embedded' ? data.dir : 'the PostgreSQL database of DATABASE_URL';
  if (!process.argv.includes('--yes')) {
    const prompt = createInterface({ input: stdin, output: stdout });
    const answer = await prompt.question(
      `Replace every record in ${where} with the sample data? This cannot be undone. [y/N] `,
    );
    prompt.close();
    if (!/^y(es)?$/i.test(answer.trim())) {
      console.log('Nothing was changed.');
      return;
    }
  }
  const db = await openDatabase(data);
  try {
    await resetData(db);
  } finally {
    await db.close();
  }
  console.log(`The sample data is back in ${where}.`);
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError
      ? `Configuration error: ${error.message}`
      : (error as Error).message,
  );
  process.exit(1);
});
