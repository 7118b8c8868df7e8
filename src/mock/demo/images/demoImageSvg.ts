import { PALETTES, type TimeOfDay } from './palettes.js';
import { ID } from './props.js';
import { createSceneRandom, hashKey } from './random.js';
import { type DemoImageScene, SCENE_NAMES, SCENES } from './scenes.js';
import { HEIGHT, WIDTH } from './shapes.js';

const daylight: readonly [TimeOfDay, ...TimeOfDay[]] = ['morning', 'day', 'day', 'dusk'];

/** Options of {@link demoImageSvg}. */
export interface DemoImageOptions {
  /**
   * Scene to draw.
   * @default one chosen from the key
   */
  scene?: DemoImageScene | undefined;
  /**
   * Accessible name (escaped). The demo's images are decorative, so none by default.
   * @default no `<title>`
   */
  title?: string | undefined;
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * An illustrated outdoor scene (mountains, lake, forest, camp, trail or night sky) as an SVG
 * document, 3:2 at 1200 × 800, drawn from `key` alone: the same key gives the same bytes in every
 * engine. No text, no external references, no script; about 2–5 KB.
 *
 * @example
 * const svg = demoImageSvg('acme-outdoor/camp-repair-a-tent-pole', { scene: 'camp' });
 * new Response(svg, { headers: { 'content-type': 'image/svg+xml' } });
 */
export function demoImageSvg(key: string, options: DemoImageOptions = {}): string {
  const seed = hashKey(key);
  const random = createSceneRandom(seed);
  const scene = options.scene ?? SCENE_NAMES[seed % SCENE_NAMES.length] ?? 'mountains';
  const time: TimeOfDay = scene === 'night-sky' ? 'night' : random.pick(daylight);
  const palette = PALETTES[time];
  const title = options.title === undefined ? '' : `<title>${escapeText(options.title)}</title>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" preserveAspectRatio="xMidYMid slice">` +
    title +
    `<defs><linearGradient id="${ID}-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.skyTop}"/>` +
    `<stop offset="1" stop-color="${palette.skyBottom}"/></linearGradient></defs>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#${ID}-sky)"/>` +
    SCENES[scene](random, palette) +
    '</svg>'
  );
}
