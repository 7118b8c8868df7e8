import { hashKey } from './random.js';
import { type DemoImageScene, SCENE_NAMES } from './scenes.js';

/**
 * Where the demo data points its images: `.invalid` never resolves (RFC 2606), so an image that
 * nobody serves fails on the machine instead of calling a real host. The mock service rewrites
 * this origin in the pages it returns (see rewriteDemoImages.ts).
 */
export const DEMO_IMAGE_ORIGIN = 'https://demo-images.invalid';

/** The demo brands whose images `demoImageResponse` draws (a test keeps it equal to the data). */
export const DEMO_IMAGE_BRANDS: ReadonlySet<string> = new Set(['acme-outdoor', 'globex-finance']);

type SceneTable = ReadonlyMap<string, readonly DemoImageScene[]>;

// Scenes that suit each category, so a camping article shows a tent and a climbing one peaks.
const ACME_SCENES: SceneTable = new Map<string, readonly DemoImageScene[]>([
  ['hiking', ['trail', 'mountains']],
  ['camping', ['camp', 'night-sky']],
  ['climbing', ['mountains']],
  ['trail-running', ['trail']],
  ['gear-care', ['camp', 'forest']],
  ['sustainability', ['forest', 'lake']],
  ['security-demo', ['night-sky']],
]);

// A finance magazine: calm landscapes only, no tents or trails.
const CALM_SCENES: readonly DemoImageScene[] = ['lake', 'forest', 'mountains'];

function scenesFor(brandId: string, categoryId: string): readonly DemoImageScene[] {
  if (brandId === 'acme-outdoor') return ACME_SCENES.get(categoryId) ?? SCENE_NAMES;
  return CALM_SCENES;
}

/**
 * The placeholder URL of a demo image. The scene is chosen from the category here and written
 * into the name (`camp-repair-a-tent-pole`), so serving an image needs nothing but its URL. Uses
 * no random numbers: the seeded stream of the demo data, and so every other field, stays the same.
 */
export function demoImageUrl(brandId: string, categoryId: string, name: string): string {
  const scenes = scenesFor(brandId, categoryId);
  const scene = scenes[hashKey(name) % scenes.length] ?? 'mountains';
  return `${DEMO_IMAGE_ORIGIN}/${brandId}/${scene}-${name}.svg`;
}

/** The scene a name starts with (`camp-…` → `camp`), or `undefined` to choose one from the hash. */
export function sceneOfName(name: string): DemoImageScene | undefined {
  return SCENE_NAMES.find((scene) => name.startsWith(`${scene}-`));
}
