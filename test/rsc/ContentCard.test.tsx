// The server ContentCard: a teaser with a checked link, no client reference.
import { ContentCard } from 'content-delivery-react';
import { describe, expect, it } from 'vitest';
import { hostileItem, hostileStrings, runsScript, serverItem } from './hostile.js';
import { flightToHtml, renderServer } from './renderServer.js';

describe('ContentCard (server component)', () => {
  it('renders image, linked title, meta and description with no client reference', async () => {
    const render = await renderServer(<ContentCard item={serverItem()} headingLevel={2} />);
    expect(render.clientReferences).toEqual([]);
    const html = flightToHtml(render.payload);
    expect(html).toContain(
      '<h2 class="cdr-card-title"><a href="/en/trail-running-basics">Trail running basics</a></h2>',
    );
    expect(html).toContain('<img class="cdr-card-image" src="https://images.test/trail.jpg"');
    expect(html).toContain('How to start running off-road.');
  });

  it('gives the image its size when known, and lazy loading', async () => {
    const render = await renderServer(
      <ContentCard item={serverItem()} imageSize={{ width: 600, height: 400 }} />,
    );
    expect(flightToHtml(render.payload)).toContain(
      '<img class="cdr-card-image" src="https://images.test/trail.jpg" alt="" width="600" height="400" loading="lazy" decoding="async"/>',
    );
  });

  it('renders hostile values in every field safely, with no error row', async () => {
    for (const value of hostileStrings) {
      const render = await renderServer(<ContentCard item={hostileItem(value)} href={value} />);
      expect(render.errors).toEqual([]);
      expect(render.clientReferences).toEqual([]);
      if (value.length < 1000) {
        const html = flightToHtml(render.payload);
        expect(runsScript(html)).toBe(false);
        // A title whose link could leave the route is shown as text.
        expect(html).not.toMatch(/href="[^"]*\.\./);
      }
    }
  });
});
