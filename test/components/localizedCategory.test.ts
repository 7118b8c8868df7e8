import { type Category, localizeCategory } from 'content-delivery-react';
import { describe, expect, it } from 'vitest';

function category(overrides: Partial<Category>): Category {
  return {
    id: 'hiking',
    name: 'Hiking',
    slug: 'hiking',
    description: 'Trails.',
    translations: {},
    createdAt: null,
    updatedAt: null,
    ...overrides,
  };
}

const hiking = category({
  translations: {
    de: { name: 'Wandern', description: 'Wege.' },
    'pt-BR': { name: 'Caminhada', description: null },
    fr: { name: null, description: 'Sentiers.' },
    ar: { name: 'المشي لمسافات طويلة', description: null },
  },
});

describe('localizeCategory', () => {
  it('follows the preferences the RFC 4647 way: de-AT finds de, pt finds pt-BR', () => {
    expect(localizeCategory(hiking, ['de-AT', 'en'])).toMatchObject({
      name: 'Wandern',
      description: 'Wege.',
      language: 'de',
    });
    expect(localizeCategory(hiking, ['it', 'pt'])).toMatchObject({
      name: 'Caminhada',
      description: 'Trails.',
      language: 'pt-BR',
    });
    expect(localizeCategory(hiking, ['AR'])).toMatchObject({ language: 'ar' });
  });

  it('skips a translation without a name, then falls back to the default name', () => {
    expect(localizeCategory(hiking, ['fr', 'ar'])).toMatchObject({ language: 'ar' });
    expect(localizeCategory(hiking, ['fr'])).toMatchObject({
      name: 'Hiking',
      language: undefined,
    });
    expect(localizeCategory(hiking, [])).toMatchObject({ name: 'Hiking', language: undefined });
  });

  it('never names a category by its id', () => {
    expect(localizeCategory(category({ name: null }), ['de']).name).toBeUndefined();
  });

  it('reads own translations only, whatever the keys and preferences', () => {
    const hostile = category({
      translations: JSON.parse(
        `{"__proto__": {"name": "proto", "description": null}, "constructor": {"name": "ctor", "description": null}, "${'x'.repeat(100_000)}": {"name": "long", "description": null}}`,
      ),
    });
    for (const preferred of [
      ['__proto__'],
      ['constructor'],
      ['toString'],
      ['valueOf'],
      ['x'.repeat(100_000)],
    ]) {
      expect(localizeCategory(hostile, preferred)).toMatchObject({
        name: 'Hiking',
        language: undefined,
      });
    }
    expect(localizeCategory(category({ translations: {} }), ['constructor']).name).toBe('Hiking');
  });

  it('uses no translation keyed "undefined" when no preference finds one', () => {
    const odd = category({ translations: { undefined: { name: 'Undefined', description: 'U.' } } });
    expect(localizeCategory(odd, ['de'])).toMatchObject({
      name: 'Hiking',
      description: 'Trails.',
      language: undefined,
    });
  });

  it('skips missing translations in untyped data instead of throwing', () => {
    // JSON that did not go through the client may hold `null` where a translation belongs.
    const untyped = category({
      translations: JSON.parse('{"de": null, "fr": {"name": "Randonnée", "description": null}}'),
    });
    expect(localizeCategory(untyped, ['de', 'fr'])).toMatchObject({
      name: 'Randonnée',
      language: 'fr',
    });
  });
});
