import type { ImgHTMLAttributes } from 'react';

const demoImageHost = 'https://cdn.example.com/';

/**
 * DEMO ONLY. The mock's images point at `https://cdn.example.com/…`, which does not exist, so
 * this site shows a local placeholder for them (a real site passes its own image component, or
 * none). Every other URL is rendered as given.
 */
export function DemoImage({ src, alt = '', ...props }: ImgHTMLAttributes<HTMLImageElement>) {
  const shown = typeof src === 'string' && src.startsWith(demoImageHost) ? '/placeholder.svg' : src;
  return <img src={shown} alt={alt} {...props} />;
}
