import { type Category, localizeCategoryFor } from 'content-delivery-react';
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

describe('localizeCategoryFor', () => {
  it('follows the preferences the RFC 4647 way: de-AT finds de, pt finds pt-BR', () => {
    expect(localizeCategoryFor(hiking, ['de-AT', 'en'])).toMatchObject({
      name: 'Wandern',
      description: 'Wege.',
      language: 'de',
    });
    expect(localizeCategoryFor(hiking, ['it', 'pt'])).toMatchObject({
      name: 'Caminhada',
      description: 'Trails.',
      language: 'pt-BR',
    });
    expect(localizeCategoryFor(hiking, ['AR'])).toMatchObject({ language: 'ar' });
  });

  it('skips a translation without a name, then falls back to the default name', () => {
    expect(localizeCategoryFor(hiking, ['fr', 'ar'])).toMatchObject({ language: 'ar' });
    expect(localizeCategoryFor(hiking, ['fr'])).toMatchObject({
      name: 'Hiking',
      language: undefined,
    });
    expect(localizeCategoryFor(hiking, [])).toMatchObject({ name: 'Hiking', language: undefined });
  });

  it('never names a category by its id', () => {
    expect(localizeCategoryFor(category({ name: null }), ['de']).name).toBeUndefined();
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
      expect(localizeCategoryFor(hostile, preferred)).toMatchObject({
        name: 'Hiking',
        language: undefined,
      });
    }
    expect(localizeCategoryFor(category({ translations: {} }), ['constructor']).name).toBe(
      'Hiking',
    );
  });
});
