// Serves the note images uploaded through uploadNoteImage, at NOTE_UPLOADS_PATH. An
// <img> sends no bearer token, so the path itself is the key: a random uuid per file,
// never reused, which lets browsers keep a copy for good.
import type { RequestHandler } from 'express';
import { NOT_FOUND_BODY } from '../../rest/router';
import type { NotesStore } from './store';

/** A name the store gives: a uuid and an image extension. */
const NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:png|jpg|gif|webp)$/;

/** Mounted at NOTE_UPLOADS_PATH (without its trailing slash). */
export function noteUploads(stores: { readonly notes: NotesStore }): RequestHandler {
  return (req, res) => {
    const name = req.path.slice(1);
    const image =
      NAME.test(name) && (req.method === 'GET' || req.method === 'HEAD')
        ? stores.notes.upload(name)
        : null;
    if (!image) {
      res.status(404).json(NOT_FOUND_BODY);
      return;
    }
    res.setHeader('Content-Type', image.type);
    res.setHeader('Cache-Control', 'private, max-age=31536000, immutable');
    res.send(image.bytes);
  };
}
