// A set's icons as one SVG sprite, `/icon-sets/<package>/<folder>.svg`: a `<symbol>` per
// icon, its id the icon's name. The icon browser draws each cell as `<use href=sprite#name>`,
// so a screen of new icons costs the browser no new request and no new image: with a CSS
// mask per icon file, each new cell loaded and rasterised its own image while scrolling,
// about 0.8 s per screen and a half of Material's icons (PERFORMANCE.md).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RequestHandler } from 'express';
import type { IconSetName } from '../../generated/graphql';
import { iconFolder, iconSet } from './sets';

/** The root's attributes that style the drawing; the others (size, class, aria) are the file's own. */
const PAINT_ATTRIBUTES = new Set([
  'fill',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
]);

/**
 * One icon file as a symbol: the root's viewBox on the symbol, its paint attributes on a
 * group around the drawing (they inherit into it as they did from the root), and the
 * file's own ids prefixed with the icon's name, as every icon now shares one document.
 */
export function toSymbol(name: string, svg: string): string {
  const root = /<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/.exec(svg.trim());
  if (!root) throw new Error(`${name}.svg holds no <svg> element`);
  const [, attributes = '', body = ''] = root;
  let viewBox = '0 0 24 24';
  const paint: string[] = [];
  for (const [, key = '', value = ''] of attributes.matchAll(/([\w:-]+)="([^"]*)"/g)) {
    if (key === 'viewBox') viewBox = value;
    else if (PAINT_ATTRIBUTES.has(key)) paint.push(`${key}="${value}"`);
  }
  const ids = [...body.matchAll(/\bid="([^"]+)"/g)].map((match) => match[1]!);
  let drawing = body;
  for (const id of ids) {
    drawing = drawing
      .replaceAll(`id="${id}"`, `id="${name}--${id}"`)
      .replaceAll(`href="#${id}"`, `href="#${name}--${id}"`)
      .replaceAll(`url(#${id})`, `url(#${name}--${id})`);
  }
  const group = paint.length ? `<g ${paint.join(' ')}>${drawing}</g>` : drawing;
  return `<symbol id="${name}" viewBox="${viewBox}">${group}</symbol>`;
}

/** The set's icons as one sprite, in the order the set lists them. */
async function buildSprite(set: IconSetName): Promise<string> {
  const record = await iconSet(set);
  const folder = iconFolder(record);
  const symbols = await Promise.all(
    record.list.map(async (name) =>
      toSymbol(name, await readFile(join(folder, `${name}.svg`), 'utf8')),
    ),
  );
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">' +
    `${symbols.join('')}</svg>`
  );
}

const ONE_WEEK_S = 7 * 24 * 60 * 60;

/**
 * Serves a set's sprite, built on its first request and kept: the packages are pinned,
 * so it changes only with an upgrade (and a restart). Browsers keep it a week, then
 * revalidate by the ETag Express gives it.
 */
export function serveSprite(set: IconSetName): RequestHandler {
  let sprite: Promise<string> | undefined;
  return (_req, res, next) => {
    sprite ??= buildSprite(set);
    sprite.then((body) => {
      res.setHeader('Cache-Control', `public, max-age=${ONE_WEEK_S}`);
      res.type('image/svg+xml').send(body);
    }, next);
  };
}
