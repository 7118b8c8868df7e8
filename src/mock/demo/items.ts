import type { MockCategory, MockContentItem } from '../types.js';
import type { BrandSource } from './brands.js';
import type { RelatedLink } from './html.js';
import { buildBody, renderMarkup } from './html.js';
import { demoImageUrl } from './images/demoImageNames.js';
import { LONG_GUIDE_EN, LONG_GUIDE_KEY } from './longGuide.js';
import { buildOptionalFields, type MetricsState } from './metrics.js';
import type { CategoryPool, Language, Topic } from './model.js';
import { LANGUAGES } from './model.js';
import type { Random } from './random.js';
import { escapeHtml, isoAt, LAST_DAY, minutesAt, slugify } from './util.js';

/** An item before its body is written (bodies link to other items of the same language). */
interface PendingItem {
  item: Omit<MockContentItem, 'content'>;
  categoryName: string;
  pool: CategoryPool;
  neighbourPool: CategoryPool;
  full: boolean;
  long: boolean;
}

/** Language order of a group: the source first, then the others in display order. */
const groupLanguages = (topic: Topic): Language[] => [
  topic.source,
  ...LANGUAGES.filter((language) => language !== topic.source && topic.texts[language]),
];

/** A slug that is unique within the brand. */
function uniqueSlug(wanted: string, used: Set<string>): string {
  let slug = wanted;
  for (let n = 2; used.has(slug); n += 1) {
    slug = `${wanted}-${n}`;
  }
  used.add(slug);
  return slug;
}

function slugFor(topic: Topic, language: Language, title: string): string {
  if (language === 'ar') {
    return `${topic.key}-ar`;
  }
  return language === 'en' ? topic.key : slugify(title);
}

function keywordFor(slug: string, title: string, language: Language): string {
  if (language === 'ar') {
    return title
      .split(/[\s:،]+/)
      .slice(0, 3)
      .join(' ');
  }
  return slug.replace(/-ar$/, '').split('-').slice(0, 4).join(' ');
}

/** Builds the pending items (all fields but the body) of every translation group. */
function buildPending(
  source: BrandSource,
  categories: readonly MockCategory[],
  random: Random,
): PendingItem[] {
  const topics = source.createTopics();
  const pools = source.createPools();
  const usedSlugs = new Set<string>();
  const state: MetricsState = { exponentWritten: false };
  const pending: PendingItem[] = [];

  topics.forEach((topic, index) => {
    const category = categories.find((candidate) => candidate.id === topic.categoryId);
    if (!category?.name) {
      throw new Error(`Unknown category ${topic.categoryId} in topic ${topic.key}`);
    }
    const group = String(index + 1).padStart(4, '0');
    const translationGroupId = random.uuid();
    const sourceSlug = slugFor(topic, topic.source, topic.texts[topic.source]?.title ?? '');
    const imageUrl = random.chance(0.1)
      ? null
      : demoImageUrl(source.id, topic.categoryId, sourceSlug);
    const startDay = 8 + Math.floor((index / topics.length) * 560) + random.int(0, 20);
    const sourceCreated = minutesAt(startDay, random.int(7, 17), random.pick([0, 15, 30, 45]));

    for (const language of groupLanguages(topic)) {
      const text = topic.texts[language];
      const pool = pools[language][topic.categoryId];
      const neighbourPool = pools[language][source.neighbours[topic.categoryId] ?? ''];
      if (!text || !pool || !neighbourPool) {
        throw new Error(`Missing text or pool for ${topic.key} (${language})`);
      }
      const isSource = language === topic.source;
      const slug = uniqueSlug(slugFor(topic, language, text.title), usedSlugs);
      const created = isSource ? sourceCreated : sourceCreated + minutesAt(random.int(1, 21), 2, 0);
      const maxUpdate = minutesAt(LAST_DAY, 18, 0);
      const updated = random.chance(0.15)
        ? created
        : Math.min(maxUpdate, created + minutesAt(random.int(0, 60), random.int(0, 8), 5));
      const status = source.archived.includes(topic.key)
        ? 'Archived'
        : source.drafts.includes(`${topic.key}:${language}`)
          ? 'Draft'
          : 'Published';
      const published = created + Math.floor(((updated - created) * random.next()) / 15) * 15;
      const brief = source.phrases[language].brief.replace('{title}', text.title);
      const categoryName = category.translations[language]?.name ?? category.name;
      const item: Omit<MockContentItem, 'content'> = {
        id: `${source.idPrefix}-${group}-${language}`,
        title: text.title,
        slug,
        language,
        description: text.description,
        tags: [...topic.tags],
        categoryId: topic.categoryId,
        // The category's name in the item's language, as a localized CMS gives it (the
        // categories endpoint carries every translation; a card shows this one).
        category: categoryName,
        publishedDate: status === 'Draft' ? null : isoAt(published),
        status,
        createdAt: isoAt(created),
        updatedAt: isoAt(updated),
        imageUrl,
        metaTitle: random.chance(0.2)
          ? null
          : text.title.length <= 50
            ? `${text.title} | ${source.name}`
            : text.title.slice(0, 60).replace(/[\s,:;]+\S*$/, ''),
        metaDescription: random.chance(0.2) ? null : text.description.slice(0, 160),
        primaryKeyword: random.chance(0.15) ? null : keywordFor(slug, text.title, language),
        translationGroupId,
        isSourceLanguageDocument: isSource,
        ...buildOptionalFields({
          random,
          brief,
          internalTags: source.internalTags,
          published: status !== 'Draft',
          state,
        }),
      };
      pending.push({
        item,
        categoryName,
        pool,
        neighbourPool,
        full: isSource || random.chance(0.4),
        long: isSource && topic.key === LONG_GUIDE_KEY && language === 'en',
      });
    }
  });
  return pending;
}

/** Extra sections of the long guide: a short summary of every category. */
function longGuideSections(
  source: BrandSource,
  categories: readonly MockCategory[],
  pools: Record<string, CategoryPool>,
): string {
  const sections = Object.entries(pools).map(([categoryId, pool]) => {
    const name = categories.find((category) => category.id === categoryId)?.name ?? categoryId;
    const sentences = pool.paragraphs.map(escapeHtml).join(' ');
    const tips = pool.tips.map((tip) => `<li>${escapeHtml(tip)}</li>`).join('');
    return (
      `<h3><a href="/c/${categoryId}">${escapeHtml(name)}</a></h3>\n` +
      `<p>${sentences}</p>\n<ul>${tips}</ul>`
    );
  });
  return [`<h2>12. ${escapeHtml(source.phrases.en.headings[4] ?? '')}</h2>`, ...sections].join(
    '\n',
  );
}

/** Builds every translation-group item of a brand, bodies included. */
export function buildTopicItems(
  source: BrandSource,
  categories: readonly MockCategory[],
  random: Random,
): MockContentItem[] {
  const pending = buildPending(source, categories, random);
  const enPools = source.createPools().en;
  const longExtra = (): string =>
    `${renderMarkup(LONG_GUIDE_EN)}\n${longGuideSections(source, categories, enPools)}`;
  return pending.map(({ item, categoryName, pool, neighbourPool, full, long }) => {
    const candidates = pending.filter(
      (other) =>
        other.item.language === item.language &&
        other.item.translationGroupId !== item.translationGroupId &&
        other.item.status === 'Published',
    );
    const sameCategory = candidates.filter((other) => other.item.categoryId === item.categoryId);
    const related: RelatedLink[] = [
      ...random.sample(sameCategory, 2),
      ...random.sample(candidates, 3),
    ]
      .map((other) => ({ slug: other.item.slug, title: other.item.title }))
      .filter((link, i, all) => all.findIndex((x) => x.slug === link.slug) === i)
      .slice(0, long ? 4 : random.int(1, 3));
    const language = item.language as Language;
    const body = buildBody({
      random,
      brandId: source.id,
      language,
      title: item.title,
      description: item.description,
      slug: item.slug,
      categoryId: item.categoryId,
      categoryName,
      pool,
      neighbourPool,
      phrases: source.phrases[language],
      related,
      full,
      ...(long ? { extra: longExtra() } : {}),
    });
    return { ...item, content: body };
  });
}
