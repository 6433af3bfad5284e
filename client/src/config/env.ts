// The only file that reads the client's environment: build-time mode and the
// run-time configuration the server hands out.
export interface RuntimeConfig {
  /** Where business operations (misProyectosCliente, ...) go; the local /graphql by default. */
  businessGraphqlUrl: string;
}

/** True under `npm run dev` (Vite's development server). */
export const DEV_BUILD = import.meta.env.DEV;

/** Read once at start-up: lets integrators point the client elsewhere without rebuilding. */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  try {
    const response = await fetch('/client-config.json');
    if (response.ok) return (await response.json()) as RuntimeConfig;
  } catch {
    // Offline or served without the API: fall back to the local endpoint.
  }
  return { businessGraphqlUrl: '/graphql' };
}

/** The host the app was opened on, for the area rules. */
export function currentHost(): { hostname: string; devBuild: boolean } {
  return { hostname: window.location.hostname, devBuild: DEV_BUILD };
}
