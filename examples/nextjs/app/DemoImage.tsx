'use client';
// 'use client' although it uses no hook: server pages pass it as `imageComponent` to the
// library's client components, and only a client reference can cross that boundary.
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
