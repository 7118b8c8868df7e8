// keepIds on the server: the ids and names DOMPurify's SANITIZE_DOM refuses because a document
// or a form would expose them as properties (src/html/domPropertyNames.ts). Every one jsdom
// exposes must be listed (Chromium's were listed when the list was generated).
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { domPropertyNames } from '../../src/html/domPropertyNames.js';
import { createServerSanitizer } from '../../src/server/createServerSanitizer.js';

function propertyNames(object: object): Set<string> {
  const names = new Set<string>();
  for (let at: object | null = object; at !== null; at = Object.getPrototypeOf(at)) {
    for (const name of Object.getOwnPropertyNames(at)) names.add(name);
  }
  return names;
}

describe('the DOM property names a kept id may not take', () => {
  it("include every property of jsdom's document and form", () => {
    const { document } = new JSDOM('<!doctype html><body>').window;
    const exposed = [...propertyNames(document), ...propertyNames(document.createElement('form'))];
    expect(exposed.filter((name) => !/^\d/.test(name) && !domPropertyNames.has(name))).toEqual([]);
  });

  it('keep such an id off the element, and keep any other', () => {
    const sanitizer = createServerSanitizer();
    expect(
      sanitizer.sanitize('<h2 id="cookie">a</h2><h2 id="intro">b</h2>', { keepIds: true }),
    ).toEqual([
      { tag: 'h2', attributes: {}, children: ['a'] },
      { tag: 'h2', attributes: { id: 'intro' }, children: ['b'] },
    ]);
  });
});
