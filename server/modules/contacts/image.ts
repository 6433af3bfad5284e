// Recognises the image formats an avatar may have from the file's first bytes,
// whatever type the sender declared. SVG (text that can carry scripts) is not one.

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
