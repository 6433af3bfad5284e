// Start-up only: read the environment, build the app, listen, stop cleanly on signals.
// The data starts loading first (the embedded database opens and reads its rows in its
// own thread), and the rest of the server's code loads meanwhile.
import { describeData, StartupError } from './data/database';
import { openRepository } from './data/open';
import { ConfigError, readConfig } from './env';
import { tuneHeap } from './heap';

async function main(): Promise<void> {
  tuneHeap();
  const config = readConfig();
  console.log(`Data ${describeData(config.data)}.`);
  const repository = openRepository(config.data);
  // Its failure is reported below, once awaited.
  repository.catch(() => {});
  const { createApp } = await import('./app');
  if (config.oidc) {
    console.log(
      `People sign in at ${config.oidc.issuer} (OIDC_ISSUER); its access tokens are accepted, none is signed here.`,
    );
  }
  const { httpServer, stop } = await createApp(config, { repository });
  httpServer.listen(config.port, config.host, () => {
    const address = httpServer.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const loopback = config.host === '127.0.0.1' || config.host === 'localhost';
    console.log(
      `API ready on http://${loopback ? 'localhost' : config.host}:${port} (GraphQL explorer at /graphql, REST at /api)` +
        (loopback ? '; loopback only, set HOST=0.0.0.0 to accept other machines' : ''),
    );
  });
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      console.log(`${signal} received: finishing requests in flight, then stopping.`);
      stop().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error('Could not stop cleanly:', error);
          process.exit(1);
        },
      );
    });
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
  else if (error instanceof StartupError) console.error(`Cannot start: ${error.message}`);
  else console.error(error);
  process.exit(1);
});
