// The revalidation webhook of an example that renders per request (`POST /api/revalidate`, the
// shared secret in `x-revalidate-secret`), checked as a publisher sees it: refused without the
// secret, and after it, articles published on the service show in the sitemap, the feed and
// their own pages. The Astro example on Node and on workerd run the same check.
import { createMockContentItem, type MockDataset } from 'content-delivery-react/mock';
import { expect } from 'vitest';
import { LOADED_MACHINE_TIMEOUT_MS } from '../helpers/loadedMachine.js';
import { type DiscoverySite, get } from './discoveryRoutes.js';

export interface RevalidationWebhookCheck {
  site: DiscoverySite;
  /** The mock's data set, which the check publishes two articles into (and removes them after). */
  dataset: MockDataset;
  brandId: string;
  secret: string;
  /** Makes the published articles' ids and slugs the check's own, e.g. `astro-workerd`. */
  name: string;
}

/**
 * Posts the webhook without and with the secret, publishes an old article (on the last page of
 * its list: only a walk of the brand finds it) and a new one (the first of the feed), and waits,
 * with a generous bound, until the sitemap, the feed and the article's page show them.
 */
export async function checkRevalidationWebhook({
  site,
  dataset,
  brandId,
  secret,
  name,
}: RevalidationWebhookCheck): Promise<void> {
  // As a CMS posts it: JSON, whatever the payload (the webhook reads none of it).
  const post = (headers: Record<string, string>) =>
    fetch(`${site.origin}/api/revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ event: 'publish' }),
    });
  const refused = await post({});
  expect(refused.status).toBe(401);
  expect(await refused.json()).toEqual({ error: 'unauthorized' });
  expect((await post({ 'x-revalidate-secret': `${secret}x` })).status).toBe(401);
  expect((await fetch(`${site.origin}/api/revalidate`)).status).toBe(405);

  const brand = dataset.brands.find((candidate) => candidate.id === brandId);
  if (brand === undefined) throw new Error(`the demo has no brand ${brandId}`);
  const categoryId = brand.categories[0]?.id ?? 'hiking';
  const old = createMockContentItem({
    id: `${name}-new-old`,
    slug: `backcountry-water-filters-${name}`,
    title: `Backcountry water filters (${name})`,
    language: 'en',
    categoryId,
    publishedDate: '2001-01-01T00:00:00Z',
  });
  const recent = createMockContentItem({
    id: `${name}-new-recent`,
    slug: `first-aid-kit-checklist-${name}`,
    title: `First-aid kit checklist (${name})`,
    language: 'en',
    categoryId,
    publishedDate: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
  });
  const sitemaps = async () => {
    const root = (await get(site, '/sitemap.xml')).body;
    const children = [...root.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? '');
    const bodies = await Promise.all(children.map(async (child) => (await get(site, child)).body));
    return [root, ...bodies].join('\n');
  };
  const feedUrls = async () =>
    (JSON.parse((await get(site, '/feed.json')).body) as { items: { url: string }[] }).items.map(
      (item) => item.url,
    );
  const oldUrl = `${site.siteUrl}/articles/${old.slug}`;
  const recentUrl = `${site.siteUrl}/articles/${recent.slug}`;
  // The index is built and the feed kept, without the new articles.
  expect(await sitemaps()).not.toContain(`<loc>${oldUrl}</loc>`);
  expect(await feedUrls()).not.toContain(recentUrl);
  brand.items.push(old, recent);
  try {
    const accepted = await post({ 'x-revalidate-secret': secret });
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({ revalidated: true });
    const bound = { timeout: 2 * LOADED_MACHINE_TIMEOUT_MS, interval: 500 };
    await expect.poll(sitemaps, bound).toContain(`<loc>${oldUrl}</loc>`);
    await expect.poll(feedUrls, bound).toContain(recentUrl);
    expect((await get(site, `/articles/${old.slug}`)).status).toBe(200);
    expect((await get(site, `/articles/${old.slug}.md`)).body).toMatch(
      /^# Backcountry water filters/,
    );
  } finally {
    brand.items.splice(brand.items.indexOf(old), 1);
    brand.items.splice(brand.items.indexOf(recent), 1);
  }
}
