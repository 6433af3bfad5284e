// GET /graphql from a browser: the Ruru explorer, with its assets served from the
// package (works offline), plus a link to Apollo Sandbox for those online.
import type { ApolloServerPlugin } from '@apollo/server';
import { ruruHTML, type RuruClientConfig } from 'ruru/server';
import { serveStatic } from 'ruru/static';

export const EXPLORER_STATIC_PATH = '/ruru-static/';

export const serveExplorerAssets = serveStatic(EXPLORER_STATIC_PATH);

const SIGN_IN_EXAMPLE = `# Sign in, then put the token in the Headers tab:
# { "Authorization": "Bearer <accessToken>" }
mutation SignIn {
  signIn(email: "hughes.brian@company.com", password: "admin") {
    accessToken
    user { name email }
  }
}
`;

/** Apollo Sandbox runs on this origin and calls /graphql from there (CORS allows it). */
export const SANDBOX_ORIGIN = 'https://studio.apollographql.com';

const SANDBOX_LINK = `
  <a id="sandbox-link" target="_blank" rel="noopener"
     style="position:fixed;right:72px;top:6px;z-index:10;padding:6px 10px;border-radius:6px;
            background:#1f2937;color:#fff;font:13px system-ui,sans-serif;text-decoration:none">
    Open in Apollo Sandbox (online)
  </a>
  <script>
    document.getElementById('sandbox-link').href =
      '${SANDBOX_ORIGIN}/sandbox/explorer?endpoint=' +
      encodeURIComponent(location.origin + '/graphql');
  </script>
`;

/** The explorer page, built once: its inline scripts never change, so the page's policy allows them by hash. */
export const EXPLORER_HTML = ruruHTML({
  endpoint: '/graphql',
  staticPath: EXPLORER_STATIC_PATH,
  // The package types mark every option required; all are optional at run time.
  clientConfig: { defaultQuery: SIGN_IN_EXAMPLE } as RuruClientConfig,
  htmlParts: {
    titleTag: '<title>GraphQL explorer</title>',
    bodyContent: (original) => original + SANDBOX_LINK,
  },
});

export function explorerLandingPage(): ApolloServerPlugin {
  return {
    async serverWillStart() {
      return {
        async renderLandingPage() {
          return { html: EXPLORER_HTML };
        },
      };
    },
  };
}
