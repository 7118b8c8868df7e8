// An article refused by the sanitizer is shown as text, and an operator is told why, in the
// server build (a React Server Component, settings from props) as in production.

import { ContentArticle, ContentBody } from 'content-delivery-react';
import type { ContentEvent } from 'content-delivery-react/client';
import { describe, expect, it, vi } from 'vitest';
import { makeContentItem } from '../helpers/contentItem.js';
import { flightToHtml, renderServer } from './renderServer.js';

/** 6 000 elements (3 000 linked paragraphs): more than the default `maxElements` (5 000). */
const tooComplex = '<p><a href="/x">x</a></p>'.repeat(3_000);
/** More characters than the default `maxLength` (200 000). */
const tooLong = `<p>${'word '.repeat(50_000)}</p>`;

describe('body-refused events (server build)', () => {
  it('reports a body over maxElements or maxLength, with why and its length, never the body', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const events: ContentEvent[] = [];
    const onEvent = (event: ContentEvent) => events.push(event);
    for (const html of [tooComplex, tooLong]) {
      const { payload } = await renderServer(<ContentBody html={html} onEvent={onEvent} />);
      expect(flightToHtml(payload)).toContain('data-state="text"');
    }
    expect(events).toEqual([
      { kind: 'body-refused', reason: 'too-complex', itemId: undefined, length: tooComplex.length },
      { kind: 'body-refused', reason: 'too-long', itemId: undefined, length: tooLong.length },
    ]);
  });

  it('names the article a ContentArticle shows', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const events: ContentEvent[] = [];
    const item = makeContentItem({ id: 'long-read', content: tooComplex });
    await renderServer(<ContentArticle item={item} onEvent={(event) => events.push(event)} />);
    expect(events).toEqual([
      {
        kind: 'body-refused',
        reason: 'too-complex',
        itemId: 'long-read',
        length: tooComplex.length,
      },
    ]);
  });

  it('says nothing of a body it renders', async () => {
    const onEvent = vi.fn();
    await renderServer(<ContentBody html="<p>Fine</p>" onEvent={onEvent} />);
    expect(onEvent).not.toHaveBeenCalled();
  });
});
