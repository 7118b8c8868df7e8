// No 'use client': the library's server components render it on the server (no JavaScript),
// and the island, a client component, bundles it as part of its own code.
import type { ImgHTMLAttributes } from 'react';

const demoImageOrigin = 'https://cdn.example.com/';

/**
 * DEMO ONLY: the mock's demo data points its images at https://cdn.example.com/, which does
 * not exist; this renders them as the local placeholder instead. A real site passes its own
 * image component (e.g. next/image) or none.
 */
export function DemoImage({ src, alt = '', ...props }: ImgHTMLAttributes<HTMLImageElement>) {
  const local =
    typeof src === 'string' && src.startsWith(demoImageOrigin) ? '/placeholder.svg' : src;
  return <img {...props} src={local} alt={alt} />;
}
