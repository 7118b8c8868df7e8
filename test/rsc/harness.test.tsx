// The harness itself: React's react-server build is what runs, a 'use client' component
// becomes a client reference, and a server-only tree emits none.

import { ContentList } from 'content-delivery-react';
import * as React from 'react';
import { describe, expect, it } from 'vitest';
import { flightToHtml, renderServer } from './renderServer.js';

describe('the RSC test harness', () => {
  it('runs React’s react-server build (no context, no state)', () => {
    expect(Reflect.get(React, 'createContext')).toBeUndefined();
    expect(Reflect.get(React, 'useState')).toBeUndefined();
  });

  it('renders a server-only tree with no client reference, to HTML', async () => {
    const render = await renderServer(
      <main>
        <h1>Title</h1>
      </main>,
    );
    expect(render.clientReferences).toEqual([]);
    expect(flightToHtml(render.payload)).toBe('<main><h1>Title</h1></main>');
  });

  it('turns a client component (ContentList) into a client reference', async () => {
    const render = await renderServer(<ContentList tag="gear" />);
    expect(render.clientReferences).toHaveLength(1);
    expect(render.clientReferences[0]).toContain('ContentList');
  });
});
