// "Read next" on an article page: a server component with no client reference (0 B of library
// JavaScript), fed by findRelated on the server.
import { RelatedContent } from 'content-delivery-react';
import { describe, expect, it } from 'vitest';
import { hostileItem, hostileStrings, runsScript, serverItem } from './hostile.js';
import { flightToHtml, renderServer } from './renderServer.js';

describe('RelatedContent (server component)', () => {
  it('renders a labelled section of cards linking to the items, with no client reference', async () => {
    const items = [serverItem(), serverItem({ id: 'item-2', slug: 'two', title: 'Two' })];
    const render = await renderServer(<RelatedContent items={items} />);
    expect(render.clientReferences).toEqual([]);
    expect(render.errors).toEqual([]);
    const html = flightToHtml(render.payload);
    const heading = /<h2 id="([^"]+)" class="cdr-list-heading">Related articles<\/h2>/.exec(html);
    expect(heading).not.toBeNull();
    expect(html).toContain(`<section aria-labelledby="${heading?.[1]}"`);
    expect(html).toContain('<h3 class="cdr-card-title"><a href="/en/two">Two</a></h3>');
  });

  it('takes its heading and level, or the label of the language given', async () => {
    const render = await renderServer(
      <RelatedContent
        items={[serverItem()]}
        headingLevel={3}
        labels={{ related: 'Weiterlesen' }}
      />,
    );
    const html = flightToHtml(render.payload);
    expect(html).toMatch(/<h3 id="[^"]+" class="cdr-list-heading">Weiterlesen<\/h3>/);
    expect(html).toContain('<h4 class="cdr-card-title">');
  });

  it('renders nothing when nothing is related (no empty heading)', async () => {
    const render = await renderServer(<RelatedContent items={[]} />);
    expect(flightToHtml(render.payload)).not.toContain('cdr-related');
  });

  it('renders hostile items safely', async () => {
    const items = hostileStrings
      .map((value) => hostileItem(value))
      .filter((item) => item.title.length < 1000);
    const render = await renderServer(<RelatedContent items={items} />);
    expect(render.errors).toEqual([]);
    expect(runsScript(flightToHtml(render.payload))).toBe(false);
  });
});
