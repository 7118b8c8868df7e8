import { formatDate, nativeLanguageName } from 'content-delivery-react';
import { afterEach, describe, expect, it } from 'vitest';

/** 10 000 distinct, valid language tags (private-use subtags), as a hostile service could send. */
const tags = Array.from({ length: 10_000 }, (_, index) => `de-x-${index.toString(36)}`);

const restores: (() => void)[] = [];
afterEach(() => {
  for (const restore of restores.splice(0)) restore();
});

/** Counts `new Intl[name](…)` from now on; what is created still works. */
function countCreated(name: 'DateTimeFormat' | 'DisplayNames'): () => number {
  const original = Intl[name];
  let created = 0;
  const counting = new Proxy(original, {
    construct(target, args, newTarget) {
      created++;
      return Reflect.construct(target, args, newTarget);
    },
  });
  Object.defineProperty(Intl, name, { value: counting, configurable: true, writable: true });
  restores.push(() =>
    Object.defineProperty(Intl, name, { value: original, configurable: true, writable: true }),
  );
  return () => created;
}

describe.each([
  ['formatDate', 'DateTimeFormat', (tag: string) => formatDate('2024-05-01T00:00:00Z', tag)],
  ['nativeLanguageName', 'DisplayNames', (tag: string) => nativeLanguageName(tag)],
] as const)('%s', (_name, intlConstructor, format) => {
  it('keeps formatters for the 50 most recent of 10 000 language tags only', () => {
    for (const tag of tags) format(tag);
    const created = countCreated(intlConstructor);
    // The 50 most recent are still cached: formatting with them creates nothing.
    for (const tag of tags.slice(-50)) format(tag);
    expect(created()).toBe(0);
    // The 51st most recent was dropped.
    format(tags.at(-51) ?? '');
    expect(created()).toBe(1);
  });

  it('creates one formatter per tag, not one per call', () => {
    const created = countCreated(intlConstructor);
    for (let call = 0; call < 5; call++) format('fr-x-once');
    expect(created()).toBe(1);
  });
});
