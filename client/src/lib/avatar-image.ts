// A picture chosen for an avatar (a contact's, the user's own): the server's rules
// checked in the browser first (a JPEG, PNG, GIF or WebP image of at most 5 MB), and a
// large picture made smaller (512 px, WebP) before it is held, so it stays light to
// load. The server checks the bytes again (server/modules/contacts/image.ts).

import { MAX_IMAGE_BYTES } from '../../../shared/limits';

export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];
/** Pictures up to this size are kept as they are (an animated GIF stays animated). */
const KEEP_BYTES = 200 * 1024;
/** Larger ones are drawn again at most this many pixels wide and high. */
const MAX_SIDE = 512;

/** Why a file cannot be an avatar, or null when it may be one. */
export type AvatarRefusal = 'wrongType' | 'tooLarge' | 'unreadable';

export function refuseAvatar(file: File): AvatarRefusal | null {
  if (!AVATAR_TYPES.includes(file.type)) return 'wrongType';
  if (file.size > MAX_IMAGE_BYTES) return 'tooLarge';
  return null;
}

function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(blob);
  });
}

function encode(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, 0.9));
}

/** The picture as a data: URL, smaller when it is large; throws when it is no image. */
export async function prepareAvatar(file: File): Promise<string> {
  // Decoding proves it is an image, whatever its name says.
  const bitmap = await createImageBitmap(file);
  try {
    if (file.size <= KEEP_BYTES) return await dataUrlOf(file);
    const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    // Browsers that cannot write WebP answer PNG: JPEG is smaller for photos then.
    let blob = await encode(canvas, 'image/webp');
    if (!blob || blob.type !== 'image/webp') blob = await encode(canvas, 'image/jpeg');
    if (!blob) throw new Error('unencodable');
    return await dataUrlOf(blob);
  } finally {
    bitmap.close();
  }
}

/** A picture held as a data: URL, as the API's FileUpload input takes it. */
export function fileOfDataUrl(dataUrl: string, name: string) {
  const [, type = '', base64 = ''] = /^data:([^;,]+);base64,(.*)$/.exec(dataUrl) ?? [];
  return { name, type, base64 };
}
