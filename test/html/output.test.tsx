// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { ContentBody, type SanitizePolicy } from 'content-delivery-react';
import { describe, expect, it } from 'vitest';
import payloads from '../fixtures/dompurify/dompurify-payloads.json' with { type: 'json' };

// The rendered markup of ContentBody is pinned in a snapshot written before the pipeline was
// optimised (hook fast paths, one-pass attribute copy, config set once per policy): any
// difference a faster path makes, for hostile or ordinary HTML, under any policy, fails here.

/** Inputs that reach every branch of the per-element policy (links, media, iframes, id references). */
const policyInputs = [
  '<h1 id="top">T</h1><h3>s</h3><p id="p" name="n" class="c" title="t" tabindex="0">x</p>',
  '<p tabindex="1">a</p><p tabindex="-1">b</p><p tabindex="x">c</p><p tabindex="">d</p>',
  '<a href="#top">f</a><a href="#user-content-top">g</a><a href="javascript:alert(1)">j</a>',
  '<a href="https://e.com" target="_blank" rel="opener nofollow">b</a><a href="/x" target="top">t</a>',
  '<a href="/x" target="_SELF" rel="NoOpener">s</a><a href="mailto:a@b.c" referrerpolicy="unsafe-url">m</a>',
  '<area href="https://e.com" target="_blank" shape="rect" coords="0,0,1,1"><map name="m"></map>',
  '<img src="a.png"><img src="b.png" alt="b" srcset="b1.png 1x, javascript:x 2x, c.png 3x">',
  '<img src="data:image/png;base64,AAAA" usemap="#m" referrerpolicy="no-referrer" loading="eager">',
  '<img src="data:image/svg+xml;base64,AAAA"><video src="v.mp4" poster="p.png"><source src="v.webm"><track src="t.vtt"></video>',
  '<picture><source srcset="a.webp 1x, b.webp 2x"><img src="a.jpg"></picture><audio src="javascript:x"></audio>',
  '<label for="q">l</label><td headers="h1 h2">x</td><div aria-labelledby=" a  b " aria-describedby="user-content-c">y</div>',
  '<div aria-controls="x" aria-owns="y" aria-activedescendant="z" aria-details="d" aria-errormessage="e" aria-flowto="f">z</div>',
  '<iframe src="https://www.youtube-nocookie.com/embed/x" allow="autoplay; camera; fullscreen *" referrerpolicy="unsafe-url"></iframe>',
  '<iframe src="https://evil.example/x"></iframe><iframe src="http://www.youtube-nocookie.com/x"></iframe>',
  '<p style="color: red; background: url(x); margin-top: 1px">s</p><table><tr><td>c</td></tr></table>',
  '<h2>two</h2><h6>six</h6><ul><li><a href="https://e.com/a?b=c&amp;d">q</a></li></ul>',
];

const policies: Record<string, SanitizePolicy> = {
  default: {},
  keepIds: { keepIds: true },
  everything: {
    allowIframeHosts: ['www.youtube-nocookie.com'],
    allowStyleAttributes: true,
    headingOffset: 1,
    rewriteLink: (href) => (href.includes('mailto') ? null : `${href}?via=site`),
    rewriteImage: (src) => (src.startsWith('b') ? null : `https://proxy.example/${src}`),
  },
};

function renderedMarkup(html: string, policy: SanitizePolicy): string {
  const { container, unmount } = render(<ContentBody html={html} policy={policy} />);
  const body = container.querySelector('[data-slot="content-body"]');
  const markup = `${body?.getAttribute('data-state')}: ${body?.innerHTML}`;
  unmount();
  return markup;
}

describe('ContentBody output', () => {
  for (const [name, policy] of Object.entries(policies)) {
    it(`renders policy inputs unchanged under the ${name} policy`, () => {
      expect(policyInputs.map((html) => renderedMarkup(html, policy))).toMatchSnapshot();
    });

    it(`renders the corpus unchanged under the ${name} policy`, () => {
      const markup = (payloads as { payload: string }[]).map(({ payload }) =>
        renderedMarkup(payload, policy),
      );
      expect(markup).toMatchSnapshot();
    });
  }
});
