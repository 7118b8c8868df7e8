import type { Palette } from './palettes.js';
import type { SceneRandom as Random } from './random.js';
import { HEIGHT, WIDTH } from './shapes.js';

/**
 * Prefix of every id inside a demo image: ids are scoped to the document in an `<img>`, but an
 * app may inline the SVG, and then unprefixed ids (`s`, `m`) could clash with the page's.
 */
export const ID = 'cdr-demo-img';

/** The sun with a soft halo; `low` puts it near the horizon (lakes, camps). */
export function sun(random: Random, palette: Palette, low: boolean): string {
  const x = random.int(200, 1000);
  const y = low ? random.int(330, 420) : random.int(110, 220);
  const r = random.int(38, 60);
  return (
    `<circle cx="${x}" cy="${y}" r="${r * 2}" fill="${palette.light}" opacity=".18"/>` +
    `<circle cx="${x}" cy="${y}" r="${r}" fill="${palette.light}"/>`
  );
}

/**
 * A crescent moon with a faint glow. The crescent is a disc with a second disc masked out, so the
 * glow and the stars show through the dark part (painting the sky colour over it would not).
 */
export function moon(random: Random, palette: Palette): string {
  const x = random.int(780, 1080);
  const y = random.int(100, 190);
  const r = random.int(34, 46);
  const bite = `cx="${x + Math.round(r / 2.4)}" cy="${y - Math.round(r / 4)}" r="${r}"`;
  return (
    `<mask id="${ID}-moon"><rect width="${WIDTH}" height="${HEIGHT}" fill="#fff"/><circle ${bite} fill="#000"/></mask>` +
    `<circle cx="${x}" cy="${y}" r="${r * 3}" fill="${palette.light}" opacity=".07"/>` +
    `<circle cx="${x}" cy="${y}" r="${r}" fill="${palette.light}" mask="url(#${ID}-moon)"/>`
  );
}

/** A tent standing at (`x`, `y`); `glow` lights it from inside (night scenes). */
export function tent(x: number, y: number, size: number, palette: Palette, glow: boolean): string {
  const half = Math.round(size * 0.62);
  const door = Math.round(size * 0.2);
  const lit = glow
    ? `<radialGradient id="${ID}-glow"><stop offset="0" stop-color="#ffd98a" stop-opacity=".45"/><stop offset="1" stop-color="#ffd98a" stop-opacity="0"/></radialGradient>` +
      `<ellipse cx="${x}" cy="${y - Math.round(size / 3)}" rx="${size * 2}" ry="${size}" fill="url(#${ID}-glow)"/>`
    : '';
  const doorFill = glow ? '#ffd98a' : palette.tree;
  return (
    `${lit}<path fill="${palette.accent}" d="M${x - half} ${y}L${x} ${y - size}L${x + half} ${y}Z"/>` +
    `<path fill="${doorFill}" opacity="${glow ? '.9' : '.55'}" d="M${x - door} ${y}L${x} ${y - Math.round(size * 0.55)}L${x + door} ${y}Z"/>`
  );
}
