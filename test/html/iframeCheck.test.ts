// Which iframes the sanitizer keeps, and what a kept one may do (src/html/iframeCheck.ts), read
// from the tree the server sanitizer builds (the same policy hooks as in the browser).
import type { SanitizedNode, SanitizePolicy } from 'content-delivery-react';
import { createServerSanitizer } from 'content-delivery-react/server';
import { describe, expect, it } from 'vitest';

const youtube: SanitizePolicy = {
  allowIframeHosts: ['www.youtube-nocookie.com', 'player.test:8443'],
};

function iframes(html: string, policy?: SanitizePolicy): Record<string, string>[] {
  return createServerSanitizer({ cacheSize: 0 })
    .sanitize(html, policy)
    .filter((node): node is Exclude<SanitizedNode, string> => typeof node !== 'string')
    .filter((node) => node.tag === 'iframe')
    .map((node) => node.attributes);
}

describe('iframes', () => {
  it('keeps an https iframe of an allowed host, sandboxed, lazy and with a strict referrer', () => {
    expect(
      iframes(
        '<iframe src="https://www.youtube-nocookie.com/embed/x" referrerpolicy="unsafe-url" sandbox="allow-top-navigation"></iframe>',
        youtube,
      ),
    ).toEqual([
      {
        src: 'https://www.youtube-nocookie.com/embed/x',
        sandbox: 'allow-scripts allow-same-origin allow-presentation allow-popups',
        loading: 'lazy',
        referrerpolicy: 'strict-origin-when-cross-origin',
      },
    ]);
  });

  it.each([
    ['a host that is not allowed', '<iframe src="https://evil.test/x"></iframe>', youtube],
    [
      'an allowed host over http',
      '<iframe src="http://www.youtube-nocookie.com/x"></iframe>',
      youtube,
    ],
    ['an allowed host on another port', '<iframe src="https://player.test/x"></iframe>', youtube],
    ['a relative src', '<iframe src="/embed/x"></iframe>', youtube],
    ['no src', '<iframe></iframe>', youtube],
    [
      'a policy without allowed hosts',
      '<iframe src="https://www.youtube-nocookie.com/x"></iframe>',
      {},
    ],
    ['the default policy', '<iframe src="https://www.youtube-nocookie.com/x"></iframe>', undefined],
  ])('removes an iframe with %s', (_, html, policy) => {
    expect(iframes(html, policy)).toEqual([]);
  });

  it('matches the host with its port', () => {
    expect(iframes('<iframe src="https://player.test:8443/x"></iframe>', youtube)).toHaveLength(1);
  });

  it('lets an allowed embed ask for each harmless permission', () => {
    const harmless = [
      'accelerometer',
      'autoplay',
      'clipboard-write',
      'encrypted-media',
      'fullscreen',
      'gyroscope',
      'picture-in-picture',
      'web-share',
    ];
    const [iframe] = iframes(
      `<iframe src="https://www.youtube-nocookie.com/x" allow="${harmless.join(';')}"></iframe>`,
      youtube,
    );
    expect(iframe?.allow).toBe(harmless.join('; '));
  });

  it('drops the powerful permissions and keeps the harmless ones with their origins', () => {
    const [iframe] = iframes(
      '<iframe src="https://www.youtube-nocookie.com/x" allow=" camera *;  Fullscreen  \'self\' ; microphone; ;geolocation; autoplay"></iframe>',
      youtube,
    );
    expect(iframe?.allow).toBe("Fullscreen  'self'; autoplay");
  });
});
