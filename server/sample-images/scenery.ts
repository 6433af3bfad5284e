// Pictures of the outdoors for notes, chat media and contact backgrounds: a sky, a sun
// or moon, rows of hills and a field's furrows (the product's world: fields and
// vineyards), in colours and shapes chosen by the name.
import { hsl, randomFrom, svg } from './drawing';

function hills(random: () => number, width: number, height: number, baseHue: number): string {
  let layers = '';
  const rows = 3 + Math.floor(random() * 2);
  for (let row = 0; row < rows; row++) {
    const top = height * (0.45 + (row / rows) * 0.4);
    const points: string[] = [`M0 ${height}`, `L0 ${top.toFixed(1)}`];
    const bumps = 3 + Math.floor(random() * 3);
    for (let bump = 1; bump <= bumps; bump++) {
      const x = (width / bumps) * bump;
      const peak = top - height * (0.04 + random() * 0.12);
      points.push(
        `Q${(x - width / bumps / 2).toFixed(1)} ${peak.toFixed(1)} ${x.toFixed(1)} ${top.toFixed(1)}`,
      );
    }
    points.push(`L${width} ${height}Z`);
    const lightness = 62 - row * 11;
    layers += `<path d="${points.join(' ')}" fill="${hsl(baseHue + row * 6, 38, lightness)}"/>`;
  }
  return layers;
}

function furrows(random: () => number, width: number, height: number, hue: number): string {
  const top = height * 0.82;
  let lines = '';
  for (let index = -6; index <= 6; index++) {
    const x = width / 2 + index * width * 0.09;
    lines += `<line x1="${(width / 2).toFixed(1)}" y1="${top.toFixed(1)}" x2="${(x + index * width * 0.08).toFixed(1)}" y2="${height}" stroke="${hsl(hue, 30, 30)}" stroke-opacity=".35" stroke-width="${(2 + random() * 2).toFixed(1)}"/>`;
  }
  return `<rect y="${top.toFixed(1)}" width="${width}" height="${(height - top).toFixed(1)}" fill="${hsl(hue, 35, 40)}"/>${lines}`;
}

export function scenery(name: string, width: number, height: number): string {
  const random = randomFrom(name);
  const dusk = random() < 0.3;
  const skyHue = dusk ? 20 + random() * 30 : 195 + random() * 25;
  const landHue = 70 + random() * 60;
  const sun = {
    x: width * (0.15 + random() * 0.7),
    y: height * (0.15 + random() * 0.2),
    r: Math.min(width, height) * (0.06 + random() * 0.05),
  };
  const body =
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${hsl(skyHue, 70, dusk ? 62 : 78)}"/>` +
    `<stop offset="1" stop-color="${hsl(skyHue + 20, 60, dusk ? 84 : 92)}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>` +
    `<circle cx="${sun.x.toFixed(1)}" cy="${sun.y.toFixed(1)}" r="${sun.r.toFixed(1)}" fill="${hsl(dusk ? 30 : 48, 95, dusk ? 70 : 74)}"/>` +
    hills(random, width, height, landHue) +
    furrows(random, width, height, landHue - 25);
  return svg(width, height, body, 'Landscape');
}
