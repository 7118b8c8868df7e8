import type { MockContentItem, WireNumber } from '../types.js';
import type { Random } from './random.js';

/** The optional fields of a mock content item. */
export type OptionalFields = Pick<
  MockContentItem,
  | 'brief'
  | 'internalTags'
  | 'keywordSearchVolume'
  | 'keywordDifficulty'
  | 'gscClicks'
  | 'gscPosition'
  | 'gscImpressions'
>;

/** Per-brand state so one item gets a difficulty written in exponent form (`"4.25e1"`). */
export interface MetricsState {
  exponentWritten: boolean;
}

export interface OptionalFieldsInput {
  random: Random;
  brief: string;
  internalTags: readonly string[];
  /** Drafts have no search-console data yet. */
  published: boolean;
  state: MetricsState;
}

type Presence = 'value' | 'null' | 'absent';

const presence = (random: Random): Presence => {
  const roll = random.next();
  return roll < 0.08 ? 'absent' : roll < 0.15 ? 'null' : 'value';
};

/**
 * Builds the optional fields: most are set, some are `null`, some are left out, and in about
 * a quarter of the items the numbers are decimal strings as the spec allows.
 */
export function buildOptionalFields(input: OptionalFieldsInput): OptionalFields {
  const { random, state } = input;
  const asStrings = random.chance(0.25);
  const wire = (value: number): WireNumber => (asStrings ? String(value) : value);
  const fields: OptionalFields = {};

  const impressions = random.int(150, 180_000);
  const clickRate = random.decimal(0.004, 0.12, 3);
  const difficulty = random.decimal(2, 94, 1);
  const values = {
    keywordSearchVolume: Math.round(10 ** random.decimal(1.2, 4.9, 2)),
    keywordDifficulty: difficulty,
    gscClicks: Math.round(impressions * clickRate),
    gscPosition: random.decimal(1.1, 48, 1),
    gscImpressions: impressions,
  };

  const briefPresence = presence(random);
  if (briefPresence !== 'absent') {
    fields.brief = briefPresence === 'null' ? null : input.brief;
  }
  const tagsPresence = presence(random);
  if (tagsPresence !== 'absent') {
    fields.internalTags =
      tagsPresence === 'null' ? null : random.sample(input.internalTags, random.int(0, 3));
  }

  for (const key of Object.keys(values) as (keyof typeof values)[]) {
    const fieldPresence = presence(random);
    if (fieldPresence === 'absent') {
      continue;
    }
    if (fieldPresence === 'null' || (!input.published && key.startsWith('gsc'))) {
      fields[key] = null;
      continue;
    }
    fields[key] = wire(values[key]);
  }

  if (asStrings && !state.exponentWritten && typeof fields.keywordDifficulty === 'string') {
    // 42.5 becomes "4.25e1": still a valid decimal string under the spec's grammar.
    fields.keywordDifficulty = `${Math.round(difficulty * 10) / 100}e1`;
    state.exponentWritten = true;
  }
  return fields;
}
