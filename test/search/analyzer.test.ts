import { describe, expect, it } from 'vitest';
import { analyze, wordsOf } from '../../src/search/analyzer.js';

// How site search reads a text: the words a reader's query and an item's fields are cut into,
// and the terms they are compared by. Two texts find each other when their terms are equal, so
// each expectation here is one a reader would notice as a hit found or missed.

describe('analyze', () => {
  it.each([
    // [text, language, terms]: the item's language chooses the stemmer, whatever its region
    ['Tents', 'en', ['tent']],
    ['Camping tents', 'en-GB', ['camp', 'tent']],
    ['Camping tents', 'en_US', ['camp', 'tent']],
    ['Zelte', 'de', ['zelt']],
    ['Zelte', 'DE-at', ['zelt']],
    ['randonnées', 'fr', ['randonne']],
    ['tiendas', 'es', ['tiend']],
  ])('stems "%s" in %s to %j', (text, language, terms) => {
    expect(analyze(text, language)).toEqual(terms);
  });

  it('finds a plural by its singular in the stemmed languages', () => {
    for (const [singular, plural, language] of [
      ['tent', 'tents', 'en'],
      ['Zelt', 'Zelte', 'de'],
      ['randonnée', 'randonnées', 'fr'],
      ['tienda', 'tiendas', 'es'],
    ] as const) {
      expect(analyze(plural, language), language).toEqual(analyze(singular, language));
    }
  });

  it('folds accents, so a word typed without them finds the accented one', () => {
    expect(analyze('randonnee', 'fr')).toEqual(analyze('randonnée', 'fr'));
    expect(analyze('Schlafsäcke', 'de')).toEqual(analyze('Schlafsacke', 'de'));
  });

  it('folds only, and never stems, a language it has no stemmer for', () => {
    // Italian and a language given without a region: whole words, lowercased, accents folded.
    expect(analyze('Tende per città', 'it')).toEqual(['tende', 'per', 'citta']);
    expect(analyze('Über Zelte', 'pt-BR')).toEqual(['uber', 'zelte']);
    expect(analyze('Tents', '')).toEqual(['tents']);
  });

  it('compares words without regard to case', () => {
    expect(analyze('TENTS Tents tents', 'en')).toEqual(['tent', 'tent', 'tent']);
    expect(analyze('ZELT', 'it')).toEqual(['zelt']);
  });

  it('leaves out single letters but keeps single digits and two-letter words', () => {
    expect(analyze('a 2 person tent', 'en')).toEqual(['2', 'person', 'tent']);
    expect(analyze('TV x 4 k', 'it')).toEqual(['tv', '4']);
  });

  it('gives the same terms when a text is analysed again', () => {
    // Terms are remembered per language: a remembered term is the one first computed.
    const text = 'Winter tents and sleeping bags for cold nights';
    const first = analyze(text, 'en');
    expect(analyze(text, 'en')).toEqual(first);
    expect(analyze(text, 'en-GB')).toEqual(first);
  });
});

describe('wordsOf', () => {
  it('says where each word is, in UTF-16 code units, for highlighting', () => {
    const text = 'A 2-person tent, über-light';
    expect(wordsOf(text, 'en')).toEqual([
      { start: 2, end: 3, term: '2' },
      { start: 4, end: 10, term: 'person' },
      { start: 11, end: 15, term: 'tent' },
      { start: 17, end: 21, term: 'uber' },
      { start: 22, end: 27, term: 'light' },
    ]);
  });
});
