// Small helpers for the pictures we draw: a stable number from a name, and colours.

/** A 32-bit FNV-1a hash: the same name always draws the same picture. */
export function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

/** A sequence of numbers in [0, 1) seeded by `text`. */
export function randomFrom(text: string): () => number {
  let state = hash(text) || 1;
  return () => {
    // xorshift32
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x100000000;
  };
}

export const hsl = (hue: number, saturation: number, lightness: number) =>
  `hsl(${Math.round(hue) % 360} ${saturation}% ${lightness}%)`;

export function svg(width: number, height: number, body: string, title: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" ` +
    `width="${width}" height="${height}" role="img"><title>${title}</title>${body}</svg>`
  );
}
