import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { createDemoDataset, demoImageResponse, demoImageSvg } from 'content-delivery-react/mock';
import { describe, expect, it } from 'vitest';
import { DEMO_IMAGE_BRANDS } from '../../src/mock/demo/images/demoImageNames.js';

const SCENES = ['mountains', 'lake', 'forest', 'camp', 'trail', 'night-sky'] as const;
const KEYS = Array.from({ length: 40 }, (_, index) => `acme-outdoor/sample-${index}`);

/** Every image URL in the demo data: item images and body images. */
function demoImageUrls(): string[] {
  const urls = new Set<string>();
  for (const brand of createDemoDataset().brands) {
    for (const item of brand.items) {
      if (item.imageUrl !== null) urls.add(item.imageUrl);
      for (const match of item.content.matchAll(/<img src="([^"]+)"/g)) urls.add(match[1] ?? '');
    }
  }
  return [...urls];
}

const get = (url: string, init?: RequestInit) => demoImageResponse(new Request(url, init));

describe('demoImageSvg', () => {
  it('draws the same bytes for the same key, and different pictures for different keys', () => {
    expect(demoImageSvg('acme-outdoor/a')).toBe(demoImageSvg('acme-outdoor/a'));
    expect(demoImageSvg('acme-outdoor/a')).not.toBe(demoImageSvg('acme-outdoor/b'));
  });

  it('draws the bytes it drew before, in any process (images are served as immutable)', () => {
    // A change here is a new picture at an old URL, which caches keep for a year: when the art
    // changes on purpose, update the digest and say so in the changelog.
    const all = SCENES.map((scene) => demoImageSvg('acme-outdoor/pinned', { scene })).join('');
    expect(createHash('sha256').update(all).digest('hex')).toBe(
      '0559b1bc747e5d65b7d376114bc0c8b76d7ca1e4d16d9caa3e9e4a4ef9aca261',
    );
  });

  it.each(SCENES)('draws %s as a 3:2 SVG within the size budget', (scene) => {
    for (const key of KEYS) {
      const svg = demoImageSvg(key, { scene });
      expect(svg).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1200" height="800"/,
      );
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(svg.length).toBeLessThanOrEqual(6 * 1024);
      expect(gzipSync(svg).length).toBeLessThanOrEqual(2.6 * 1024);
    }
  });

  it('the forest stays under 4 KB', () => {
    for (const key of KEYS)
      expect(demoImageSvg(key, { scene: 'forest' }).length).toBeLessThan(4096);
  });

  it('contains no script, event handler, external reference, text or foreign content', () => {
    for (const scene of SCENES) {
      for (const key of KEYS) {
        const svg = demoImageSvg(key, { scene });
        expect(svg).not.toMatch(
          /<script|\son\w+=|href="(?!#)|<text|<foreignObject|<style|url\((?!#)/i,
        );
        // Every id is prefixed, so an inlined image cannot clash with the page's ids.
        for (const [, id] of svg.matchAll(/ id="([^"]+)"/g)) expect(id).toMatch(/^cdr-demo-img-/);
      }
    }
  });

  it('escapes the title', () => {
    const svg = demoImageSvg('k', { title: '</title><script>alert(1)</script>&' });
    expect(svg).toContain(
      '<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;</title>',
    );
    expect(svg).not.toContain('<script');
    expect(demoImageSvg('k')).not.toContain('<title');
  });

  it('copes with hostile keys', () => {
    for (const key of ['\uD800', '__proto__', 'constructor', '../..', 'x'.repeat(1_000_000)]) {
      expect(demoImageSvg(key)).toMatch(/<\/svg>$/);
    }
  });
});

describe('demo data image URLs', () => {
  it('point at the .invalid placeholder with a scene and a name the route accepts', () => {
    const urls = demoImageUrls();
    expect(urls.length).toBeGreaterThan(150);
    for (const url of urls) {
      expect(url).toMatch(
        /^https:\/\/demo-images\.invalid\/(acme-outdoor|globex-finance)\/(mountains|lake|forest|camp|trail|night-sky)-[a-z0-9-]{1,100}\.svg$/,
      );
    }
  });

  it('choose scenes from the category: tents for camping, calm landscapes for finance', () => {
    const dataset = createDemoDataset();
    const sceneOf = (url: string | null) => url?.split('/')[4]?.match(/^(night-sky|[a-z]+)-/)?.[1];
    const [acme, globex] = dataset.brands;
    const campingImages = (acme?.items ?? [])
      .filter((item) => item.categoryId === 'camping' && item.imageUrl !== null)
      .map((item) => sceneOf(item.imageUrl));
    expect(campingImages.length).toBeGreaterThan(0);
    for (const scene of campingImages) expect(['camp', 'night-sky']).toContain(scene);
    const globexScenes = new Set(globex?.items.map((item) => sceneOf(item.imageUrl)));
    globexScenes.delete(undefined);
    expect([...globexScenes].sort()).toEqual(['forest', 'lake', 'mountains']);
  });

  it('demoImageResponse knows exactly the demo brands', () => {
    expect([...DEMO_IMAGE_BRANDS]).toEqual(createDemoDataset().brands.map((brand) => brand.id));
  });

  it('every demo image URL is served by demoImageResponse', async () => {
    const urls = demoImageUrls();
    // Item images and body images of both brands: an empty list would pass the loop unchecked.
    expect(urls.length).toBeGreaterThan(50);
    for (const url of urls) {
      const response = get(
        url.replace('https://demo-images.invalid/', 'https://app.test/demo-images/'),
      );
      expect(response?.status).toBe(200);
    }
  });
});

describe('demoImageResponse', () => {
  it('answers an SVG with safe, long-lived headers under any mount path', async () => {
    const response = get('https://app.test/static/demo-images/acme-outdoor/camp-pitch-a-tent.svg');
    expect(response?.status).toBe(200);
    expect(Object.fromEntries(response?.headers ?? [])).toMatchObject({
      'content-type': 'image/svg+xml',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    });
    const body = await response?.text();
    expect(body).toBe(demoImageSvg('acme-outdoor/camp-pitch-a-tent', { scene: 'camp' }));
    expect(body).toContain('cdr-demo-img-sky');
  });

  it('answers HEAD without a body and refuses other methods', async () => {
    const head = get('https://app.test/demo-images/acme-outdoor/lake-x.svg', { method: 'HEAD' });
    expect(head?.status).toBe(200);
    expect(head?.headers.get('content-type')).toBe('image/svg+xml');
    expect(await head?.text()).toBe('');
    const post = get('https://app.test/demo-images/acme-outdoor/lake-x.svg', { method: 'POST' });
    expect(post?.status).toBe(405);
  });

  it('returns undefined for paths that are not demo images', () => {
    expect(get('https://app.test/')).toBeUndefined();
    expect(get('https://app.test/api/v1/content/brands/acme-outdoor/categories')).toBeUndefined();
    // A tag or category value may contain '/demo-images/': an API path is never an image.
    expect(
      get('https://app.test/api/v1/content/brands/acme-outdoor/tag/demo-images/acme-outdoor/x.svg'),
    ).toBeUndefined();
  });

  it.each([
    ['unknown brand', '/demo-images/initech/lake-x.svg'],
    ['no extension', '/demo-images/acme-outdoor/lake-x'],
    ['other extension', '/demo-images/acme-outdoor/lake-x.png'],
    ['upper case', '/demo-images/acme-outdoor/Lake-x.svg'],
    ['extra segment', '/demo-images/acme-outdoor/lake/x.svg'],
    ['dot segments', '/demo-images/acme-outdoor/../acme-outdoor/x/../../y.svg'],
    ['encoded dots', '/demo-images/acme-outdoor/%2e%2e/x.svg'],
    ['encoded name', '/demo-images/acme-outdoor/%2e%2e%2fx.svg'],
    ['lone surrogate', '/demo-images/acme-outdoor/%ED%A0%80.svg'],
    ['__proto__ brand', '/demo-images/__proto__/lake-x.svg'],
    ['constructor brand', '/demo-images/constructor/lake-x.svg'],
    ['empty name', '/demo-images/acme-outdoor/.svg'],
    ['name too long', `/demo-images/acme-outdoor/${'a'.repeat(121)}.svg`],
    ['1 MB name', `/demo-images/acme-outdoor/${'a'.repeat(1_000_000)}.svg`],
  ])('answers 404 for %s', (_, path) => {
    const response = get(`https://app.test${path}`);
    expect(response?.status).toBe(404);
    expect(response?.headers.get('content-type')).not.toContain('svg');
  });

  it('accepts a name of exactly 120 characters', () => {
    expect(get(`https://app.test/demo-images/acme-outdoor/${'a'.repeat(120)}.svg`)?.status).toBe(
      200,
    );
  });
});
