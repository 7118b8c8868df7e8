import type { Palette } from './palettes.js';
import { ID, moon, sun, tent } from './props.js';
import type { SceneRandom as Random } from './random.js';
import { clouds, HEIGHT, peaks, pines, ridge, stars, WIDTH } from './shapes.js';

/** Draws the layers of one scene over the sky; `palette` is already chosen. */
type SceneDrawer = (random: Random, palette: Palette) => string;

const mountains: SceneDrawer = (random, palette) =>
  sun(random, palette, false) +
  clouds(random, random.int(1, 3)) +
  peaks(random, 560, random.int(2, 3), palette.far, palette.light) +
  ridge(random, 560, 60, 4, palette.mid) +
  pines(random, 690, 14, 90, palette.tree) +
  ridge(random, 720, 20, 3, palette.ground);

const lake: SceneDrawer = (random, palette) => {
  const shore = 520;
  const water = `<rect y="${shore}" width="${WIDTH}" height="${HEIGHT - shore}"`;
  let shimmer = '';
  for (let index = 0; index < 9; index += 1) {
    const x = random.int(80, 1100);
    const y = random.int(shore + 30, HEIGHT - 40);
    shimmer += `M${x} ${y}h${random.int(30, 110)}`;
  }
  return (
    sun(random, palette, true) +
    `<g id="${ID}-hills">${peaks(random, shore, 2, palette.far, palette.light)}${ridge(random, shore - 30, 30, 3, palette.mid)}</g>` +
    `${water} fill="${palette.water}"/>` +
    // The mirrored hills, clipped to the water so the reflection never reaches the sky.
    `<clipPath id="${ID}-water">${water}/></clipPath>` +
    `<g clip-path="url(#${ID}-water)"><use href="#${ID}-hills" opacity=".28" transform="matrix(1 0 0 -1 0 ${shore * 2})"/></g>` +
    `<path stroke="${palette.light}" stroke-width="3" opacity=".5" d="${shimmer}"/>` +
    pines(random, shore + 8, 10, 70, palette.tree)
  );
};

// Three depths of pines; the counts are capped so a forest stays under 4 KB.
const forest: SceneDrawer = (random, palette) =>
  sun(random, palette, false) +
  ridge(random, 420, 50, 4, palette.far) +
  pines(random, 470, 15, 110, palette.mid) +
  ridge(random, 560, 25, 3, palette.near) +
  pines(random, 620, 10, 170, palette.near) +
  ridge(random, 700, 15, 3, palette.ground) +
  pines(random, 800, 5, 300, palette.tree);

const camp: SceneDrawer = (random, palette) => {
  const x = random.int(380, 820);
  return (
    sun(random, palette, true) +
    clouds(random, random.int(0, 2)) +
    ridge(random, 430, 90, 4, palette.far) +
    ridge(random, 540, 40, 3, palette.mid) +
    pines(random, 600, 12, 120, palette.tree) +
    ridge(random, 640, 15, 3, palette.ground) +
    pines(random, 800, 2, 300, palette.tree) +
    // Drawn last, so the foreground pines never hide the tent, the subject of the scene.
    tent(x, 700, random.int(130, 170), palette, false)
  );
};

const trail: SceneDrawer = (random, palette) => {
  const bend = random.int(-260, 260);
  const far = 600 + Math.round(bend / 3);
  const horizon = 572;
  // A path that narrows to the horizon: two curves, out on the left edge and back on the right.
  const path =
    `M${500 + bend} ${HEIGHT}C${560 + bend} 720 ${far - 160} 660 ${far - 6} ${horizon}` +
    `L${far + 6} ${horizon}C${far - 100} 660 ${740 + bend} 720 ${760 + bend} ${HEIGHT}Z`;
  return (
    sun(random, palette, false) +
    clouds(random, random.int(1, 3)) +
    peaks(random, 470, 3, palette.far, palette.light) +
    ridge(random, 520, 30, 3, palette.mid) +
    ridge(random, 560, 12, 3, palette.ground) +
    `<path fill="${palette.path}" d="${path}"/>` +
    pines(random, 560, 9, 80, palette.tree)
  );
};

const nightSky: SceneDrawer = (random, palette) => {
  const tilt = random.int(-28, -12);
  const band =
    `<g fill="#c9d6ff" transform="rotate(${tilt} 600 260)"><ellipse cx="600" cy="260" rx="800" ry="90" opacity=".06"/>` +
    `<ellipse cx="600" cy="260" rx="700" ry="45" opacity=".08"/><ellipse cx="600" cy="260" rx="560" ry="18" opacity=".08"/></g>`;
  return (
    band +
    stars(random, 110, 560) +
    moon(random, palette) +
    ridge(random, 520, 110, 4, palette.far) +
    ridge(random, 620, 40, 3, palette.mid) +
    pines(random, 700, 10, 140, palette.tree) +
    tent(random.int(320, 560), 730, 110, palette, true) +
    ridge(random, 760, 10, 2, palette.ground)
  );
};

/** The scenes, by name; one is drawn per image. */
export const SCENES = {
  mountains,
  lake,
  forest,
  camp,
  trail,
  'night-sky': nightSky,
} as const satisfies Record<string, SceneDrawer>;

/** Name of a demo image scene. */
export type DemoImageScene = keyof typeof SCENES;

/** Every scene name, in a fixed order (for choosing one from a hash). */
export const SCENE_NAMES: readonly DemoImageScene[] = [
  'mountains',
  'lake',
  'forest',
  'camp',
  'trail',
  'night-sky',
];
