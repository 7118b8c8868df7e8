// What the jsdom hostile-field tests check in a client-rendered document.
import { expect } from 'vitest';
import { prototypeText, staysInside } from './hostileContent.js';

/** Every `href` in `root`: by default the whole document, with what React 19 hoisted into `<head>`. */
export function documentHrefs(root: ParentNode = document): string[] {
  return Array.from(
    root.querySelectorAll('[href]'),
    (element) => element.getAttribute('href') ?? '',
  );
}

/** Nothing a user would notice: no `Object.prototype` text, no `javascript:` or `"undefined"` href. */
export function expectNothingLeaked(root: ParentNode = document): void {
  const text = root instanceof Document ? root.documentElement.textContent : root.textContent;
  expect(text ?? '').not.toMatch(prototypeText);
  for (const href of documentHrefs(root)) {
    expect(href).not.toBe('undefined');
    expect(href).not.toMatch(/^\s*javascript:/i);
  }
}

/** Every href in `root` stays on the site and inside `route` (read by the URL parser). */
export function expectHrefsInside(route: string, root: ParentNode = document): void {
  for (const href of documentHrefs(root)) {
    expect(staysInside(href, route), `${JSON.stringify(href)} inside ${route}`).toBe(true);
  }
}
