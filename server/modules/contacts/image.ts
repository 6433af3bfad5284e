// Recognises the image formats an avatar may have from the file's first bytes,
// whatever type the sender declared. SVG (text that can carry scripts) is not one.
import { BadInputError } from '../../lib/errors';
import { MAX_IMAGE_BYTES } from '../../../shared/limits';

/** A file as an operation carries it (the FileUpload input). */
export interface UploadedImage {
  name: string;
  type: string;
  base64: string;
}

const SIGNATURES: readonly { type: string; matches: (bytes: Buffer) => boolean }[] = [
  {
    type: 'image/png',
    matches: (bytes) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  { type: 'image/jpeg', matches: (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]) },
  {
    type: 'image/gif',
    matches: (bytes) => ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a',
  },
  {
    type: 'image/webp',
    matches: (bytes) => ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP',
  },
];

/** The MIME type the bytes are, or null when they are none of PNG, JPEG, GIF or WebP. */
export function imageType(bytes: Buffer): string | null {
  return SIGNATURES.find((signature) => signature.matches(bytes))?.type ?? null;
}

function startsWith(bytes: Buffer, prefix: readonly number[]): boolean {
  return bytes.length >= prefix.length && prefix.every((byte, index) => bytes[index] === byte);
}

function ascii(bytes: Buffer, start: number, end: number): string {
  return bytes.length >= end ? bytes.toString('latin1', start, end) : '';
}

/**
 * The uploaded file as a `data:` URL, once its bytes prove it a PNG, JPEG, GIF or WebP
 * image of at most 5 MB; otherwise a BAD_USER_INPUT naming `field`.
 */
export function imageDataUrl(file: UploadedImage, field: string): string {
  const bytes = Buffer.from(file.base64, 'base64');
  if (bytes.length === 0) throw new BadInputError(`"${field}" is an empty file.`);
  if (bytes.length > MAX_IMAGE_BYTES) {
    throw new BadInputError(`"${field}" is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB.`);
  }
  const type = imageType(bytes);
  if (!type) {
    throw new BadInputError(
      `"${field}" must be a PNG, JPEG, GIF or WebP image; "${file.name}" is not one.`,
    );
  }
  return `data:${type};base64,${bytes.toString('base64')}`;
}
