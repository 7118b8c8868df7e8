import type { Language, LanguagePool, TextBlock, Topic } from './model.js';
import { LANGUAGES } from './model.js';

const isLanguage = (value: string): value is Language =>
  (LANGUAGES as readonly string[]).includes(value);

/**
 * Parses text blocks:
 *
 * ```text
 * @ header | fields
 * en: Title
 *   + title continued (a line starting with two spaces and `+ `)
 *   Description, continued on further indented lines.
 * ```
 */
export function parseBlocks(source: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  let block: TextBlock | undefined;
  let language: Language | undefined;
  for (const raw of source.split('\n')) {
    if (raw.trim() === '') {
      continue;
    }
    if (raw.startsWith('@ ')) {
      block = {
        header: raw
          .slice(2)
          .split('|')
          .map((part) => part.trim()),
        texts: {},
      };
      blocks.push(block);
      language = undefined;
      continue;
    }
    const match = /^([a-z]{2}): (.+)$/.exec(raw);
    if (match?.[1] !== undefined && match[2] !== undefined && isLanguage(match[1]) && block) {
      language = match[1];
      block.texts[language] = { title: match[2].trim(), description: '' };
      continue;
    }
    const text = language && block ? block.texts[language] : undefined;
    if (!text || !raw.startsWith('  ')) {
      throw new Error(`Unexpected demo text line: ${raw}`);
    }
    if (raw.startsWith('  + ')) {
      text.title = `${text.title} ${raw.slice(4).trim()}`;
    } else {
      text.description = `${text.description} ${raw.trim()}`.trim();
    }
  }
  return blocks;
}

/**
 * Parses topics: header `key | categoryId | tag, tag | source language (optional)`.
 * The source language defaults to the brand's default language.
 */
export function parseTopics(source: string, defaultLanguage: Language): Topic[] {
  return parseBlocks(source).map(({ header, texts }) => {
    const [key, categoryId, tags, sourceLanguage] = header;
    if (!key || !categoryId || !tags) {
      throw new Error(`Incomplete topic header: ${header.join(' | ')}`);
    }
    const sourceValue = sourceLanguage ?? defaultLanguage;
    if (!isLanguage(sourceValue) || !texts[sourceValue]) {
      throw new Error(`Topic ${key} has no text in its source language`);
    }
    return {
      key,
      categoryId,
      tags: tags.split(',').map((tag) => tag.trim()),
      source: sourceValue,
      texts,
    };
  });
}

/**
 * Parses a sentence pool: `# categoryId` starts a category, `- ` lines are list
 * tips, other lines are body sentences, indented lines continue the previous entry.
 */
export function parsePool(source: string): LanguagePool {
  const pool: LanguagePool = {};
  let current: { list: string[] } | undefined;
  let category: string | undefined;
  for (const raw of source.split('\n')) {
    if (raw.trim() === '') {
      continue;
    }
    if (raw.startsWith('# ')) {
      category = raw.slice(2).trim();
      pool[category] = { paragraphs: [], tips: [] };
      current = undefined;
      continue;
    }
    const entry = category ? pool[category] : undefined;
    if (!entry) {
      throw new Error(`Pool line before any category: ${raw}`);
    }
    if (raw.startsWith('  ')) {
      const list = current?.list;
      const last = list?.length ? list.length - 1 : -1;
      if (!list || last < 0) {
        throw new Error(`Dangling continuation line: ${raw}`);
      }
      list[last] = `${list[last] ?? ''} ${raw.trim()}`;
      continue;
    }
    current = { list: raw.startsWith('- ') ? entry.tips : entry.paragraphs };
    current.list.push(raw.startsWith('- ') ? raw.slice(2).trim() : raw.trim());
  }
  return pool;
}
