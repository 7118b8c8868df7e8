// The server TagList: links only (onSelect cannot reach the browser), no client reference.
import { TagList } from 'content-delivery-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hostileStrings, runsScript } from './hostile.js';
import { flightToHtml, renderServer } from './renderServer.js';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('TagList (server component)', () => {
  it('renders the tags as links with the active one marked', async () => {
    const render = await renderServer(
      <TagList
        tags={['gear', 'running']}
        activeTag="running"
        getTagHref={(tag) => `/tags/${tag}`}
      />,
    );
    expect(render.clientReferences).toEqual([]);
    const html = flightToHtml(render.payload);
    expect(html).toContain('<nav aria-label="Tags" class="cdr-tags" data-slot="tag-list">');
    expect(html).toContain('<a href="/tags/running" aria-current="page">running</a>');
  });

  it('ignores onSelect with one development error and still renders links', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const render = await renderServer(<TagList tags={['gear']} onSelect={() => {}} />);
    await renderServer(<TagList tags={['gear']} onSelect={() => {}} />);
    expect(render.errors).toEqual([]);
    expect(flightToHtml(render.payload)).toContain('<a href="/t/gear">gear</a>');
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(String(consoleError.mock.calls[0]?.[0])).toContain('[TagList] onSelect is ignored');
  });

  it('renders hostile tags safely, with no error row', async () => {
    const render = await renderServer(<TagList tags={[...hostileStrings, '..', '..']} />);
    expect(render.errors).toEqual([]);
    // The HTML of the short ones (the 1 MB one only has to render without an error).
    const short = hostileStrings.filter((value) => value.length < 1000);
    const html = flightToHtml((await renderServer(<TagList tags={short} />)).payload);
    expect(runsScript(html)).toBe(false);
    expect(html).not.toMatch(/href="[^"]*\.\./);
  });
});
