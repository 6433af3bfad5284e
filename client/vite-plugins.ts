// Build steps of our own for client/vite.config.ts: the build mode from the command, the
// first screen's preloads in index.html, the sign-in page rendered into HTML, precompressed
// service-worker files, which packages each chunk holds, and a check that no chunks import
// each other in a circle.
import { readdir, readFile, writeFile, mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import {
  createServer,
  type HtmlTagDescriptor,
  type Plugin,
  type ResolvedConfig,
  type Rolldown,
} from 'vite';
import type * as GuestEntryModule from './src/app/guest-entry';
import type * as PrerenderModule from './src/app/prerender';
import { PRERENDERED_PAGE } from './src/config/prerender';
import {
  DEFAULT_LANGUAGE,
  DEFAULT_THEME,
  LANGUAGES,
  STORAGE_KEYS,
  THEMES,
  pickLanguage,
} from './src/config/storage';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/**
 * The client's build mode follows the command, never the shell's NODE_ENV: `vite build`
 * (npm run build:client, npm start) is always the production build, `vite` (npm run dev)
 * always the development one. Vite takes the mode from NODE_ENV when it is set, right
 * after the config hooks: import.meta.env.DEV (config/env.ts: true opens every area on
 * any host), process.env.NODE_ENV (React's development or production build), the JSX
 * transform, and, in this process, the prerendered page's React and workbox's service
 * worker. NODE_ENV=development, a common shell setting the server reads too, made a
 * development client whose host-name rules were all off (client/build-mode.test.ts).
 * First in the plugins, so every other plugin's config hook sees the mode.
 */
export function buildModeFromCommand(): Plugin {
  return {
    name: 'build-mode-from-command',
    enforce: 'pre',
    config(_config, { command }) {
      process.env.NODE_ENV = command === 'build' ? 'production' : 'development';
    },
  };
}

/** The guest's first screen, the sign-in page: index.html preloads its code. */
export const FIRST_PAGE = /[\\/]src[\\/]features[\\/]auth[\\/]pages[\\/]sign-in\.tsx$/;
/** What every start fetches (config/env.ts, app/i18n.ts); English is also the fallback. */
const START_FILES = ['/client-config.json', '/i18n/en.json'];
/** Inter's latin subset: every page's text needs it (main.tsx imports the font). */
const FIRST_FONT = /\/inter-latin-wght-normal-[\w-]+\.woff2$/;

/** `chunk` and every chunk it imports statically. */
function staticGraph(bundle: OutputBundle, chunk: OutputChunk, seen = new Set<string>()) {
  if (seen.has(chunk.fileName)) return seen;
  seen.add(chunk.fileName);
  for (const file of chunk.imports) {
    const imported = bundle[file];
    if (imported?.type === 'chunk') staticGraph(bundle, imported, seen);
  }
  return seen;
}

/**
 * Everything the sign-in page needs is requested from the HTML, in parallel with the
 * main bundle, instead of one after another as the code discovers it: the configuration
 * and English translations (preload as=fetch, crossorigin as fetch() asks for them),
 * the font, and the sign-in page's chunks (Vite already modulepreloads the entry's).
 */
export function firstScreenPreloads(): Plugin {
  let base = '/';
  return {
    name: 'first-screen-preloads',
    apply: 'build',
    configResolved: (config: ResolvedConfig) => void (base = config.base),
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return;
        const page = Object.values(bundle).find(
          (output): output is OutputChunk =>
            output.type === 'chunk' && output.moduleIds.some((id) => FIRST_PAGE.test(id)),
        );
        const font = Object.keys(bundle).find((file) => FIRST_FONT.test(`/${file}`));
        if (!page || !font)
          throw new Error(`first-screen-preloads: no ${FIRST_PAGE} or Inter latin`);
        const preloaded = staticGraph(bundle, entry);
        const pageChunks = [...staticGraph(bundle, page)].filter((file) => !preloaded.has(file));
        const link = (attrs: Record<string, string | boolean>): HtmlTagDescriptor => ({
          tag: 'link',
          attrs,
          injectTo: 'head',
        });
        return [
          ...START_FILES.map((href) =>
            link({ rel: 'preload', href, as: 'fetch', crossorigin: true }),
          ),
          link({
            rel: 'preload',
            href: base + font,
            as: 'font',
            type: 'font/woff2',
            crossorigin: true,
          }),
          ...pageChunks.map((file) =>
            link({ rel: 'modulepreload', href: base + file, crossorigin: true }),
          ),
        ];
      },
    },
  };
}

/**
 * Files the compression plugin never sees get their brotli and gzip copies here:
 * vite-plugin-pwa writes sw.js and workbox-*.js when the bundle is closed, and
 * prerenderFirstPage writes its page and start-up script into index.html after the
 * compression plugin has listed the bundle.
 */
export function precompressLateFiles(): Plugin {
  const late = /^(sw|workbox-.+)\.js$|^index\.html$/;
  let outDir = '';
  return {
    name: 'precompress-late-files',
    apply: 'build',
    configResolved: (config: ResolvedConfig) =>
      void (outDir = resolve(config.root, config.build.outDir)),
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const files = (await readdir(outDir)).filter((file) => late.test(file));
        for (const file of files) {
          const source = await readFile(join(outDir, file));
          const brotli = promisify(brotliCompress)(source, {
            params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
          });
          const gzipped = promisify(gzip)(source, { level: constants.Z_BEST_COMPRESSION });
          await writeFile(join(outDir, `${file}.br`), await brotli);
          await writeFile(join(outDir, `${file}.gz`), await gzipped);
        }
      },
    },
  };
}

/** Where chunkPackages writes its list: not served (a dot folder) and not precached. */
const CHUNK_PACKAGES_FILE = '.vite/chunk-packages.json';

/**
 * Writes which npm packages each JavaScript chunk holds, e.g. {"assets/index-AbC.js":
 * ["@apollo/client", ...]}, so a browser test can tell that no chart, editor or
 * drag-and-drop code is requested on the auth pages.
 */
export function chunkPackages(): Plugin {
  return {
    name: 'chunk-packages',
    apply: 'build',
    async writeBundle({ dir: outDir = '' }, bundle) {
      const packages: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        // A script emitted as an asset (the prerendered page's start-up script) holds none.
        if (output.type === 'asset' && output.fileName.endsWith('.js'))
          packages[output.fileName] = [];
        if (output.type !== 'chunk') continue;
        const names = output.moduleIds.map(
          (id) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)?.[1],
        );
        packages[output.fileName] = [...new Set(names.filter((name) => name !== undefined))].sort();
      }
      await mkdir(join(outDir, '.vite'), { recursive: true });
      await writeFile(join(outDir, CHUNK_PACKAGES_FILE), `${JSON.stringify(packages, null, 2)}\n`);
    },
  };
}

/**
 * Fails the build when chunks import each other in a circle. Our code-splitting groups
 * move modules between chunks; in a circle one chunk's top-level code can run before
 * the other's values exist (a map of flag files came out empty that way).
 */
export function noChunkCycles(): Plugin {
  return {
    name: 'no-chunk-cycles',
    apply: 'build',
    generateBundle(_, bundle) {
      const done = new Set<string>();
      const visit = (file: string, path: string[]): void => {
        const start = path.indexOf(file);
        if (start >= 0) {
          const circle = [...path.slice(start), file].join(' → ');
          throw new Error(`no-chunk-cycles: chunks import each other: ${circle}`);
        }
        const chunk = bundle[file];
        if (done.has(file) || chunk?.type !== 'chunk') return;
        for (const imported of chunk.imports) visit(imported, [...path, file]);
        done.add(file);
      };
      for (const file of Object.keys(bundle)) visit(file, []);
    },
  };
}

/**
 * Runs before the page paints (a script from our origin: the page's policy allows no
 * inline one). It gives <html> the colour mode the app will (next-themes' class and
 * color-scheme) and the colour theme's class; sends a guest at an address that needs a
 * session to the sign-in page (app/guest-entry.ts) before the app's code is requested;
 * and hides the prerendered sign-in page from a visitor whom the app will show another
 * page: another address, another language than English (saved, or the browser's
 * preferred one when none is saved), a stored session, or a sign-in at an identity
 * provider (the server marks its index.html so, and the app remembers it for the
 * service worker's copy).
 */
function startUpScript(
  appTitle: string,
  { GUEST_ENTRY_RULES, guestSignInAddress }: typeof GuestEntryModule,
): string {
  const languages = LANGUAGES.map(({ id }) => id);
  const json = JSON.stringify;
  return `(() => {
  const html = document.documentElement;
  const stored = (key) => { try { return localStorage.getItem(key); } catch { return null; } };
  const mode = stored(${json(STORAGE_KEYS.colorMode)});
  const dark = mode === "dark" || (mode === "system" && matchMedia("(prefers-color-scheme: dark)").matches);
  html.classList.add(dark ? "dark" : "light");
  html.style.colorScheme = dark ? "dark" : "light";
  const theme = stored(${json(STORAGE_KEYS.colorTheme)});
  html.classList.add("theme-" + (${json(THEMES)}.includes(theme) ? theme : ${json(DEFAULT_THEME)}));
  const signedIn = !!stored(${json(STORAGE_KEYS.token)});
  const guestSignInAddress = ${guestSignInAddress.toString()};
  const signIn = signedIn ? null : guestSignInAddress(location, ${json(GUEST_ENTRY_RULES)});
  if (signIn) history.replaceState(history.state, "", signIn);
  const pickLanguage = ${pickLanguage.toString()};
  const language = pickLanguage(stored(${json(STORAGE_KEYS.language)}), navigator.languages, ${json(languages)}, ${json(DEFAULT_LANGUAGE)});
  const atProvider = html.hasAttribute(${json(PRERENDERED_PAGE.providerAttribute)}) || !!stored(${json(STORAGE_KEYS.signInAtProvider)});
  if (language !== ${json(DEFAULT_LANGUAGE)} || signedIn || atProvider || location.pathname !== ${json(PRERENDERED_PAGE.path)}) {
    html.setAttribute(${json(PRERENDERED_PAGE.offAttribute)}, "");
    document.title = ${json(appTitle)};
  }
})();
`;
}

/**
 * Loads app modules in Node, through a Vite server that only transforms them: the
 * sign-in page to render (app/prerender.tsx) and the guest's way in (app/guest-entry.ts).
 * Not imported by this file: the config would load React (through react-router) before
 * buildModeFromCommand has fixed NODE_ENV, and the page would render with two Reacts.
 */
async function loadInNode(root: string) {
  const server = await createServer({
    configFile: false,
    root,
    mode: 'production',
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const prerender = (await server.ssrLoadModule(
      '/src/app/prerender.tsx',
    )) as typeof PrerenderModule;
    const guestEntry = (await server.ssrLoadModule(
      '/src/app/guest-entry.ts',
    )) as typeof GuestEntryModule;
    return { page: await prerender.renderSignInPage(), guestEntry };
  } finally {
    await server.close();
  }
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The sign-in page as HTML, so it shows before any of the app's code has arrived:
 * index.html carries the page's markup (app/prerender.tsx), inert, before #root, and its
 * title, and runs the start-up script above before it paints, which hides the markup
 * wherever the app will show something else. The server sends index.html for every
 * address; the app renders the same page over the markup and removes it
 * (app/prerendered-page.ts).
 */
export function prerenderFirstPage(): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'prerender-first-page',
    apply: 'build',
    enforce: 'post',
    configResolved(config: ResolvedConfig) {
      root = config.root;
      base = config.base;
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset') throw new Error('prerender-first-page: no index.html');
        const {
          page: { markup, title },
          guestEntry,
        } = await loadInNode(root);
        if (/<script/i.test(markup)) {
          throw new Error(
            'prerender-first-page: the page renders a <script>, which its policy refuses',
          );
        }
        const source = String(index.source);
        const appTitle = /<title>([^<]*)<\/title>/.exec(source)?.[1];
        if (appTitle === undefined)
          throw new Error('prerender-first-page: index.html has no title');
        const script = this.emitFile({
          type: 'asset',
          name: 'prerendered-page.js',
          source: startUpScript(appTitle, guestEntry),
        });
        const { elementId, offAttribute } = PRERENDERED_PAGE;
        index.source = source
          .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
          .replace(
            '</head>',
            `<script src="${base}${this.getFileName(script)}"></script>` +
              `<style>[${offAttribute}] #${elementId} { display: none; }</style></head>`,
          )
          .replace(
            '<div id="root"></div>',
            `<div id="${elementId}" inert>${markup}</div><div id="root"></div>`,
          );
      },
    },
  };
}
