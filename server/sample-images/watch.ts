// Product photos for the inventory: a wristwatch we draw, its case, dial and strap in
// colours picked from the SKU, and each photo of a product (-01, -02...) seen at
// another angle on another background, so cycling through them shows different pictures.
import { hash, hsl, randomFrom, svg } from './drawing';

const SIZE = 600;

export function watch(name: string): string {
  const [sku = name, photo = '01'] = name.split(/-(?=\d+$)/);
  const look = randomFrom(sku);
  const caseHue = look() * 360;
  const metal = look() < 0.5 ? hsl(40, 45, 62) : hsl(210, 8, 70);
  const dial = hsl(caseHue, 35 + look() * 30, 18 + look() * 30);
  const strap = hsl(caseHue + 180 * look(), 30, 28 + look() * 20);
  const angle = [0, -18, 16, -8, 24][Number(photo) % 5] ?? 0;
  const background = hsl(hash(name) % 360, 30, 94);
  const c = SIZE / 2;
  const hours = Array.from({ length: 12 }, (_, hour) => {
    const a = (hour / 12) * Math.PI * 2;
    const inner = hour % 3 === 0 ? 92 : 100;
    return `<line x1="${(c + Math.sin(a) * inner).toFixed(1)}" y1="${(c - Math.cos(a) * inner).toFixed(1)}" x2="${(c + Math.sin(a) * 112).toFixed(1)}" y2="${(c - Math.cos(a) * 112).toFixed(1)}" stroke="white" stroke-width="${hour % 3 === 0 ? 6 : 3}" stroke-linecap="round"/>`;
  }).join('');
  const hourHand = 300 + look() * 60;
  const minuteHand = look() * 360;
  const body =
    `<rect width="${SIZE}" height="${SIZE}" fill="${background}"/>` +
    `<ellipse cx="${c}" cy="${SIZE - 60}" rx="170" ry="18" fill="black" opacity=".08"/>` +
    `<g transform="rotate(${angle} ${c} ${c})">` +
    `<rect x="${c - 70}" y="20" width="140" height="${SIZE - 40}" rx="36" fill="${strap}"/>` +
    `<circle cx="${c}" cy="${c}" r="150" fill="${metal}"/>` +
    `<circle cx="${c}" cy="${c}" r="132" fill="${dial}"/>` +
    hours +
    `<line x1="${c}" y1="${c}" x2="${c}" y2="${c - 70}" stroke="white" stroke-width="9" stroke-linecap="round" transform="rotate(${hourHand.toFixed(0)} ${c} ${c})"/>` +
    `<line x1="${c}" y1="${c}" x2="${c}" y2="${c - 105}" stroke="white" stroke-width="5" stroke-linecap="round" transform="rotate(${minuteHand.toFixed(0)} ${c} ${c})"/>` +
    `<circle cx="${c}" cy="${c}" r="9" fill="${metal}"/>` +
    `<rect x="${c + 146}" y="${c - 14}" width="22" height="28" rx="5" fill="${metal}"/>` +
    `</g>`;
  return svg(SIZE, SIZE, body, 'Wristwatch');
}
