// The server ContentBody under React's react-server build: sanitized HTML in the payload, no
// client reference, the jsdom sanitizer created on first use (no setup), text when it cannot be.
import { ContentBody } from 'content-delivery-react';
import {
  createServerSanitizer,
  installServerSanitizer,
  uninstallServerSanitizer,
} from 'content-delivery-react/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentSanitizer } from '../../src/html/currentSanitizer.js';
import { LOADED_MACHINE_TIMEOUT_MS } from '../helpers/loadedMachine.js';
import { elementRows, hostileStrings, runsScript } from './hostile.js';
import { flightToHtml, renderServer } from './renderServer.js';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ContentBody (server component)', () => {
  it('renders sanitized HTML with no client reference and no setup', async () => {
    const render = await renderServer(
      <ContentBody
        html={'<h2>Shoes</h2><p>Grip<script>alert(1)</script><img src=x onerror="alert(1)"></p>'}
      />,
    );
    expect(render.clientReferences).toEqual([]);
    expect(render.errors).toEqual([]);
    expect(elementRows(render.payload)).not.toContain('<script');
    expect(elementRows(render.payload)).not.toContain('onerror');
    expect(flightToHtml(render.payload)).toBe(
      '<div class="cdr-content-body" data-slot="content-body" data-state="sanitized"><h2>Shoes</h2><p>Grip<img src="x" alt="" loading="lazy" decoding="async"/></p></div>',
    );
  });

  it('maps headings, anchors, section links and link components like the client', async () => {
    function RouterLink({ href, children }: { href: string; children: React.ReactNode }) {
      return (
        <a href={href} data-router="">
          {children}
        </a>
      );
    }
    const render = await renderServer(
      <ContentBody
        html={'<h1>Top</h1><h2>Part</h2><p><a href="/gear">Gear</a></p>'}
        headingLevel={3}
        headingAnchors={{ selfLink: true }}
        linkComponent={RouterLink}
      />,
    );
    const html = flightToHtml(render.payload);
    expect(render.clientReferences).toEqual([]);
    expect(html).toContain('<h3 id="section-top">Top</h3>');
    expect(html).toContain('<h4 id="section-part">Part</h4>');
    expect(html).toContain('aria-label="Link to this section: Part"');
    expect(html).toContain('<a href="/gear" data-router="">Gear</a>');
  });

  // One server render per hostile string (dozens, some of 1 MB): seconds on a quiet machine,
  // past the 15 s default on one loaded by other jobs (a CI run beside a mutation run).
  it(
    'renders hostile HTML strings safely, with no error row',
    async () => {
      for (const value of hostileStrings) {
        const render = await renderServer(
          <ContentBody html={`<p title="${value}">${value}</p><a href="${value}">x</a>`} />,
        );
        expect(render.errors).toEqual([]);
        expect(render.clientReferences).toEqual([]);
        if (value.length < 1000) expect(runsScript(flightToHtml(render.payload))).toBe(false);
      }
    },
    2 * LOADED_MACHINE_TIMEOUT_MS,
  );

  it('an installed sanitizer wins over the one created on first use', async () => {
    const installed = createServerSanitizer();
    const sanitize = vi.spyOn(installed, 'sanitize');
    installServerSanitizer(installed);
    try {
      const render = await renderServer(<ContentBody html="<p>x</p>" />);
      expect(flightToHtml(render.payload)).toContain('<p>x</p>');
      expect(sanitize).toHaveBeenCalledTimes(1);
      expect(currentSanitizer()).toBe(installed);
    } finally {
      uninstallServerSanitizer();
    }
  });
});
