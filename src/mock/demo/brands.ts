import type { MockCategory } from '../types.js';
import { ACME_PHRASES } from './acmePhrases.js';
import { ACME_POOL_DE, ACME_POOL_EN } from './acmePoolsEnDe.js';
import { ACME_POOL_AR, ACME_POOL_FR } from './acmePoolsFrAr.js';
import { ACME_TOPICS_1 } from './acmeTopics1.js';
import { ACME_TOPICS_2 } from './acmeTopics2.js';
import { createAcmeCategories, createGlobexCategories } from './categories.js';
import { GLOBEX_PHRASES } from './globexPhrases.js';
import { GLOBEX_POOL_DE, GLOBEX_POOL_EN } from './globexPoolsDeEn.js';
import { GLOBEX_POOL_AR, GLOBEX_POOL_FR } from './globexPoolsFrAr.js';
import { GLOBEX_TOPICS_1 } from './globexTopics1.js';
import { GLOBEX_TOPICS_2 } from './globexTopics2.js';
import type { Language, LanguagePool, Phrases, Topic } from './model.js';
import { parsePool, parseTopics } from './parse.js';

/** Everything the builder needs to know about one demo brand. */
export interface BrandSource {
  id: string;
  name: string;
  /** Prefix of item ids, e.g. `acme` for `acme-0001-en`. */
  idPrefix: string;
  defaultLanguage: Language;
  numbersAsStrings: boolean;
  seed: number;
  /** Shared tag vocabulary; every topic tag comes from this list. */
  tags: readonly string[];
  internalTags: readonly string[];
  /** `key:language` of items that are drafts (unpublished translations). */
  drafts: readonly string[];
  /** Keys of translation groups that are archived. */
  archived: readonly string[];
  /** A related category per category; bodies borrow a short section from it. */
  neighbours: Readonly<Record<string, string>>;
  createCategories(): MockCategory[];
  createTopics(): Topic[];
  createPools(): Record<Language, LanguagePool>;
  phrases: Record<Language, Phrases>;
}

/** Tag that marks the hostile security-demo articles. */
export const SECURITY_DEMO_TAG = 'security-demo';

/** Second tag of the hostile articles (a tag needs two items' worth of company: 2–5 per item). */
export const SANITIZER_TAG = 'sanitizer';

/** Acme category that holds only the hostile security-demo articles (not magazine content). */
export const SECURITY_DEMO_CATEGORY = 'security-demo';

export const ACME_SOURCE: BrandSource = {
  id: 'acme-outdoor',
  name: 'Acme Outdoor',
  idPrefix: 'acme',
  defaultLanguage: 'en',
  numbersAsStrings: false,
  seed: 0x0ac3e001,
  tags: [
    'beginner',
    'how-to',
    'gear',
    'sustainability',
    'family',
    'winter',
    'ultralight',
    'safety',
    'maintenance',
    'alpine',
    'checklist',
    'nutrition',
    'leave no trace',
    'review',
    'weekend',
    SECURITY_DEMO_TAG,
    SANITIZER_TAG,
  ],
  internalTags: ['evergreen', 'seo-refresh', 'needs-photos', 'newsletter', 'partner-brand'],
  drafts: [
    'winter-camping-for-beginners:ar',
    'pfc-free-rainwear:fr',
    'finger-training-for-climbers:fr',
  ],
  archived: ['store-gear-over-winter'],
  neighbours: {
    hiking: 'camping',
    camping: 'gear-care',
    climbing: 'hiking',
    'trail-running': 'hiking',
    'gear-care': 'sustainability',
    sustainability: 'hiking',
  },
  createCategories: createAcmeCategories,
  createTopics: () => parseTopics(`${ACME_TOPICS_1}\n${ACME_TOPICS_2}`, 'en'),
  createPools: () => ({
    en: parsePool(ACME_POOL_EN),
    de: parsePool(ACME_POOL_DE),
    fr: parsePool(ACME_POOL_FR),
    ar: parsePool(ACME_POOL_AR),
  }),
  phrases: ACME_PHRASES,
};

export const GLOBEX_SOURCE: BrandSource = {
  id: 'globex-finance',
  name: 'Globex Finance',
  idPrefix: 'globex',
  defaultLanguage: 'de',
  numbersAsStrings: true,
  seed: 0x06106e02,
  tags: [
    'einsteiger',
    'etf',
    'sparen',
    'steuern',
    'altersvorsorge',
    'haushaltsbuch',
    'sicherheit',
    'girokonto',
    'checkliste',
    'zinsen',
    'familie',
    'selbstständige',
    'steuererklärung',
    'passives einkommen',
    'immobilien',
  ],
  internalTags: ['evergreen', 'rechtlich-geprüft', 'zahlen-2026-prüfen', 'newsletter', 'seo'],
  drafts: ['pension-for-freelancers:ar', 'investment-scams:en'],
  archived: ['household-budget-app-vs-spreadsheet'],
  neighbours: {
    budgeting: 'banking',
    investing: 'retirement',
    taxes: 'budgeting',
    retirement: 'investing',
    banking: 'security',
    security: 'banking',
  },
  createCategories: createGlobexCategories,
  createTopics: () => parseTopics(`${GLOBEX_TOPICS_1}\n${GLOBEX_TOPICS_2}`, 'de'),
  createPools: () => ({
    en: parsePool(GLOBEX_POOL_EN),
    de: parsePool(GLOBEX_POOL_DE),
    fr: parsePool(GLOBEX_POOL_FR),
    ar: parsePool(GLOBEX_POOL_AR),
  }),
  phrases: GLOBEX_PHRASES,
};
