// The icon packages' SVG files, served at `/icon-sets/<package>/<folder>/<name>.svg` (the
// package and folder an IconSet answers), and each folder's sprite, which the icon browser
// draws from, at `/icon-sets/<package>/<folder>.svg` (sprite.ts).
// Only the sets' own folders are reachable: one static handler per folder, no index, no
// dot files, nothing else from node_modules. The packages are pinned, so a file changes
// only with an upgrade: browsers keep them a week, then revalidate by ETag.
import express, { Router } from 'express';
import { ICON_SET_NAMES, ICON_SETS, iconFolder } from './sets';
import { serveSprite } from './sprite';

export const ICON_FILES_PATH = '/icon-sets';

const ONE_WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export function iconFiles(): Router {
  const router = Router();
  const mounted = new Set<string>();
  for (const set of ICON_SET_NAMES) {
    const source = ICON_SETS[set];
    const path = `/${source.package}/${source.folder}`;
    if (mounted.has(path)) continue;
    mounted.add(path);
    router.get(`${path}.svg`, serveSprite(set));
    router.use(
      path,
      // SVG files only: a request for anything else in the folder is not found.
      (req, res, next) => (/^\/[a-z0-9_-]+\.svg$/.test(req.path) ? next() : res.status(404).end()),
      express.static(iconFolder(source), {
        index: false,
        dotfiles: 'deny',
        fallthrough: false,
        maxAge: ONE_WEEK_MS,
      }),
    );
  }
  router.use((_req, res) => {
    res.status(404).end();
  });
  return router;
}
