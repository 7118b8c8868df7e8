/** Shared shapes of the demo data sources (the texts are parsed from compact text blocks). */

/** The languages of the demo data set; `ar` is written right to left. */
export type Language = 'en' | 'de' | 'fr' | 'ar';

/** All demo languages, in display order. */
export const LANGUAGES: readonly Language[] = ['en', 'de', 'fr', 'ar'];

/** Localized title (or name) and description. */
interface LocalizedText {
  title: string;
  description: string;
}

/** One block of a text source: a header line split at `|` and its localized texts. */
export interface TextBlock {
  header: string[];
  texts: Partial<Record<Language, LocalizedText>>;
}

/** Body sentences and list tips of one category in one language. */
export interface CategoryPool {
  paragraphs: string[];
  tips: string[];
}

/** Pools of one brand in one language, keyed by category id. */
export type LanguagePool = Record<string, CategoryPool>;

/** Brand-wide phrases of one language, used to build the article bodies. */
export interface Phrases {
  /** Section headings (at least six). */
  headings: readonly string[];
  /** Heading of the closing section. */
  conclusion: string;
  /** Generic closing sentences (at least three). */
  closing: readonly string[];
  /** Caption of article figures. */
  figureCaption: string;
  /** Heading above internal links. */
  related: string;
  /** Link text to a category page; `{category}` is replaced. */
  moreIn: string;
  /** Sentence around an external link; `{link}` is replaced. */
  externalSentence: string;
  externalText: string;
  externalUrl: string;
  table: { caption: string; head: readonly string[]; rows: readonly (readonly string[])[] };
  quote: string;
  quoteAuthor: string;
  codeIntro: string;
  code: string;
  /** Editorial brief; `{title}` is replaced. */
  brief: string;
}

/** A parsed topic: one translation group of a brand. */
export interface Topic {
  key: string;
  categoryId: string;
  tags: string[];
  source: Language;
  texts: Partial<Record<Language, LocalizedText>>;
}
