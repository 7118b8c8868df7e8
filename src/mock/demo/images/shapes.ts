import type { SceneRandom as Random } from './random.js';

/** The drawing area: 3:2, like the cards' `aspect-ratio` and the bodies' `<img width height>`. */
export const WIDTH = 1200;
/** Height of the drawing area (see {@link WIDTH}). */
export const HEIGHT = 800;

const round = (value: number): number => Math.round(value);

/**
 * A ridge line filled down to the bottom edge, by midpoint displacement: `roughness` is the
 * first displacement in pixels, halved at each of the `depth` rounds.
 */
export function ridge(
  random: Random,
  baseline: number,
  roughness: number,
  depth: number,
  fill: string,
): string {
  let heights = [
    baseline + random.int(-roughness, roughness),
    baseline + random.int(-roughness, roughness),
  ];
  let spread = roughness;
  for (let pass = 0; pass < depth; pass += 1) {
    const next: number[] = [];
    heights.forEach((height, index) => {
      next.push(height);
      const after = heights[index + 1];
      if (after !== undefined) next.push((height + after) / 2 + random.int(-spread, spread));
    });
    heights = next;
    spread = Math.max(1, Math.round(spread / 2));
  }
  const step = WIDTH / (heights.length - 1);
  const points = heights
    .map((height, index) => `${round(index * step)} ${round(height)}`)
    .join(' ');
  return `<path fill="${fill}" d="M0 ${HEIGHT}L${points} ${WIDTH} ${HEIGHT}Z"/>`;
}

/** Peaks with snow: each peak a triangle with a shaded face and a lighter cap on its top third. */
export function peaks(
  random: Random,
  baseline: number,
  count: number,
  fill: string,
  snow: string,
): string {
  let rock = '';
  let shade = '';
  let caps = '';
  for (let index = 0; index < count; index += 1) {
    const x = round(((index + 0.5) / count) * WIDTH + random.int(-80, 80));
    const half = random.int(220, 360);
    const top = baseline - random.int(200, 330);
    rock += `M${x - half} ${baseline}L${x} ${top}L${x + half} ${baseline}Z`;
    // The lit face stays the fill; the other face is darker, so a peak reads as a volume.
    shade += `M${x} ${top}L${x + half} ${baseline}H${x + round(half / 5)}Z`;
    const capY = round(top + (baseline - top) * 0.3);
    const capHalf = round((half * (capY - top)) / (baseline - top));
    const notch = round(capHalf / 2);
    caps += `M${x - capHalf} ${capY}L${x} ${top}L${x + capHalf} ${capY}l-${notch} 26-${notch}-18-${notch} 22Z`;
  }
  return (
    `<path fill="${fill}" d="${rock}"/><path fill="#000" opacity=".14" d="${shade}"/>` +
    `<path fill="${snow}" opacity=".85" d="${caps}"/>`
  );
}

/** A row of pines as one path (three stacked triangles each, and a trunk). */
export function pines(
  random: Random,
  baseline: number,
  count: number,
  size: number,
  fill: string,
): string {
  let d = '';
  for (let index = 0; index < count; index += 1) {
    const x = random.int(0, WIDTH);
    const h = round(size * (0.7 + random.next() * 0.6));
    const w = round(h * 0.36);
    const y = baseline + random.int(-10, 12);
    for (let layer = 0; layer < 3; layer += 1) {
      const top = y - h + round((layer * h) / 4);
      const bottom = y - round(((2 - layer) * h) / 6);
      const half = round((w * (layer + 2)) / 4);
      d += `M${x - half} ${bottom}L${x} ${top}L${x + half} ${bottom}Z`;
    }
    d += `M${x - 3} ${y}h6v${round(h / 8)}h-6Z`;
  }
  return `<path fill="${fill}" d="${d}"/>`;
}

/** Stars: tiny squares in one path, more of them higher up. */
export function stars(random: Random, count: number, below: number): string {
  let d = '';
  for (let index = 0; index < count; index += 1) {
    const x = random.int(0, WIDTH);
    const y = round(below * random.next() ** 1.6);
    const s = random.pick([2, 2, 3, 4]);
    d += `M${x} ${y}h${s}v${s}h-${s}Z`;
  }
  return `<path fill="#fff" opacity=".85" d="${d}"/>`;
}

/** Soft clouds: a few pairs of overlapping ellipses. */
export function clouds(random: Random, count: number): string {
  let shapes = '';
  for (let index = 0; index < count; index += 1) {
    const x = random.int(60, WIDTH - 60);
    const y = random.int(70, 260);
    const w = random.int(70, 140);
    shapes +=
      `<ellipse cx="${x}" cy="${y}" rx="${w}" ry="${round(w / 3.2)}"/>` +
      `<ellipse cx="${x + round(w / 2.5)}" cy="${y - round(w / 5)}" rx="${round(w / 1.8)}" ry="${round(w / 3)}"/>`;
  }
  return `<g fill="#fff" opacity=".55">${shapes}</g>`;
}
