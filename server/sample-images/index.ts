// The sample data's pictures, made here (SPEC data names /images/... paths): avatars by
// DiceBear's "lorelei" style, the rest drawn by our own code (scenery.ts, watch.ts).
// Lorelei's artwork is Lisa Wischofsky's, CC0 1.0; DiceBear's code is MIT (both in
// node_modules/@dicebear/lorelei/LICENSE). Nothing is fetched from elsewhere, and the
// same path always answers the same picture. The answers are SVG, also at the .jpg
// paths the data names (the issue allows "SVG we draw"): browsers tell an image's
// format from its content and type, not from its name.
import { createAvatar } from '@dicebear/core';
import * as lorelei from '@dicebear/lorelei';
import { Router, type RequestHandler } from 'express';
import { NOT_FOUND_BODY } from '../rest/router';
import { scenery } from './scenery';
import { watch } from './watch';

/**
 * A file name: lowercase words, digits and hyphens (at most 64 characters), then the
 * extension the data uses. Only a stem that matches reaches a drawing, and none of
 * them writes it into the picture: the hash of it chooses the picture.
 */
const NAME = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.(?:jpg|png|svg)$/;
const MAX_STEM = 64;

const AVATAR_BACKGROUNDS = ['dbeafe', 'ede9fe', 'fce7f3', 'dcfce7', 'fef3c7', 'e0f2fe'];

/** The folders under /images and how each draws a picture from a file's stem. */
export const IMAGE_KINDS = new Map<string, (stem: string) => string>(
  Object.entries({
    avatars: (stem: string) =>
      createAvatar(lorelei, {
        seed: stem,
        backgroundColor: AVATAR_BACKGROUNDS,
        size: 256,
      }).toString(),
    'apps/ecommerce/products': watch,
    // Mail attachments' previews: the data names the file, the client adds this folder.
    'apps/mailbox': (stem: string) => scenery(stem, 800, 600),
    notes: (stem: string) => scenery(stem, 800, 600),
    chat: (stem: string) => scenery(stem, 800, 600),
    backgrounds: (stem: string) => scenery(stem, 1200, 400),
  }),
);

/**
 * Drawn pictures by path, the oldest dropped past MAX_KEPT: any well-formed name is
 * drawn, so the names asked for are not bounded by the data (a few KB each).
 */
const drawn = new Map<string, string>();
const MAX_KEPT = 1_000;

/** The picture at `path` (below /images), or null when no kind draws it. */
export function drawImage(path: string): string | null {
  const slash = path.lastIndexOf('/');
  const draw = IMAGE_KINDS.get(path.slice(0, slash));
  const stem = NAME.exec(path.slice(slash + 1))?.[1];
  if (!draw || !stem || stem.length > MAX_STEM) return null;
  let picture = drawn.get(path);
  if (picture === undefined) {
    picture = draw(stem);
    if (drawn.size >= MAX_KEPT) drawn.delete(drawn.keys().next().value!);
    drawn.set(path, picture);
  }
  return picture;
}

const answer: RequestHandler = (req, res, next) => {
  // req.path is still percent-encoded: %2e%2e or %2f never match NAME.
  const picture = drawImage(req.path.slice(1));
  if (picture === null) return next();
  res.setHeader('Content-Type', 'image/svg+xml; charset=utf-8');
  res.setHeader('Cache-Control', 'public, max-age=86400');
  // res.send adds an ETag of the body and answers 304 to a matching If-None-Match.
  res.send(picture);
};

/**
 * Everything else under /images ends here, whatever the method: neither the client's
 * files nor its index.html (which a browser's image Accept would get) stand in for a picture.
 */
const notFound: RequestHandler = (_req, res) => {
  res.status(404).json(NOT_FOUND_BODY);
};

export const sampleImages = Router().get('/{*path}', answer).use(notFound);
