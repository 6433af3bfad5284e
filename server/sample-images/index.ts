// The sample data's pictures, made here (SPEC data names /images/... paths): avatars by
// DiceBear's "lorelei" style (its artwork is CC0), the rest drawn by our own code
// (scenery.ts, watch.ts). Nothing is fetched from elsewhere, and the same path always
// answers the same picture. The answers are SVG, also at the .jpg paths the data names:
// browsers tell an image's format from its content and type, not from its name.
import { createAvatar } from '@dicebear/core';
import { lorelei } from '@dicebear/collection';
import { Router, type RequestHandler } from 'express';
import { scenery } from './scenery';
import { watch } from './watch';

/** A file name: lowercase words, digits and hyphens, then the extension the data uses. */
const NAME = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.(?:jpg|png|svg)$/;

const AVATAR_BACKGROUNDS = ['dbeafe', 'ede9fe', 'fce7f3', 'dcfce7', 'fef3c7', 'e0f2fe'];

/** The folders under /images and how each draws a picture from a file's stem. */
export const IMAGE_KINDS: Record<string, (stem: string) => string> = {
  avatars: (stem) =>
    createAvatar(lorelei, {
      seed: stem,
      backgroundColor: AVATAR_BACKGROUNDS,
      size: 256,
    }).toString(),
  'apps/ecommerce/products': watch,
  notes: (stem) => scenery(stem, 800, 600),
  chat: (stem) => scenery(stem, 800, 600),
  backgrounds: (stem) => scenery(stem, 1200, 400),
};

/** Drawn pictures by path; bounded by the names the routes accept in practice. */
const drawn = new Map<string, string>();
const MAX_KEPT = 2_000;

/** The picture at `path` (below /images), or null when no kind draws it. */
export function drawImage(path: string): string | null {
  const slash = path.lastIndexOf('/');
  const draw = IMAGE_KINDS[path.slice(0, slash)];
  const stem = NAME.exec(path.slice(slash + 1))?.[1];
  if (!draw || !stem) return null;
  let picture = drawn.get(path);
  if (picture === undefined) {
    picture = draw(stem);
    if (drawn.size >= MAX_KEPT) drawn.clear();
    drawn.set(path, picture);
  }
  return picture;
}

const answer: RequestHandler = (req, res, next) => {
  const picture = drawImage(req.path.slice(1));
  if (picture === null) return next();
  res.setHeader('Content-Type', 'image/svg+xml; charset=utf-8');
  res.setHeader('Cache-Control', 'public, max-age=86400');
  res.send(picture);
};

export const sampleImages = Router().get('/*path', answer);
