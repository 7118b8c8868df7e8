import type { IndexedContent } from '../client/index.js';
import { isoDate } from '../shared/isoDate.js';
import { isLanguageTag } from '../shared/languageTag.js';
import { xmlElement, xmlText } from './xmlText.js';

// The three documents of a feed, written from one selection (feeds.ts): RSS 2.0, Atom 1.0 and
// JSON Feed 1.1. Every value goes through `xmlText` (escaped, what XML forbids removed) or
// `JSON.stringify`; bodies are escaped text, never CDATA, so `]]>` needs nothing special.

/** One entry: the item (with its body when it could be read), its page, its sanitized body. */
export interface FeedEntry {
  item: IndexedContent;
  url: string;
  /** The sanitized body with absolute URLs, or `undefined` when it could not be read or sanitized. */
  html: string | undefined;
  /** The featured image, absolute, `http(s)` only. */
  image: string | undefined;
}

/** What the three documents say of the feed itself. */
export interface FeedData {
  title: string;
  description: string | undefined;
  siteUrl: string;
  /** The feed's language when it is a language tag. */
  language: string | undefined;
  /** The newest `updatedAt` of the entries (ISO), or `undefined` for an empty feed. */
  newest: string | undefined;
  /** Absolute URLs of the feeds themselves, for their `self` links. */
  selfUrls: { rss: string | undefined; atom: string | undefined; json: string | undefined };
  entries: readonly FeedEntry[];
}

/** RFC 822 date for RSS (`Tue, 03 Jun 2008 09:39:21 GMT`). */
function rfc822(iso: string | undefined): string | undefined {
  return iso === undefined ? undefined : new Date(iso).toUTCString();
}

/** RSS 2.0, bodies in `content:encoded`, with an `atom:link rel="self"`. */
export function rssFeed(feed: FeedData): string {
  const selfUrl = feed.selfUrls.rss;
  const items = feed.entries.map((entry) => {
    const { item } = entry;
    return [
      '<item>',
      xmlElement('title', item.title),
      xmlElement('link', entry.url),
      `<guid isPermaLink="true">${xmlText(entry.url)}</guid>`,
      xmlElement('pubDate', rfc822(isoDate(item.publishedDate))),
      xmlElement('description', item.description),
      xmlElement('content:encoded', entry.html),
      xmlElement('category', item.category),
      ...item.tags.map((tag) => xmlElement('category', tag)),
      '</item>',
    ].join('');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
    '<channel>',
    xmlElement('title', feed.title),
    xmlElement('link', feed.siteUrl),
    xmlElement('description', feed.description ?? feed.title),
    xmlElement('language', feed.language),
    xmlElement('lastBuildDate', rfc822(feed.newest)),
    selfUrl === undefined
      ? ''
      : `<atom:link href="${xmlText(selfUrl)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** Atom 1.0: the article's URL as entry `id`, the feed title as its `author`. */
export function atomFeed(feed: FeedData): string {
  const selfUrl = feed.selfUrls.atom;
  const items = feed.entries.map((entry) => {
    const { item } = entry;
    return [
      '<entry>',
      xmlElement('title', item.title),
      xmlElement('id', entry.url),
      `<link rel="alternate" type="text/html" href="${xmlText(entry.url)}"/>`,
      xmlElement('published', isoDate(item.publishedDate)),
      xmlElement('updated', isoDate(item.updatedAt) ?? isoDate(item.publishedDate) ?? feed.newest),
      xmlElement('summary', item.description),
      entry.html === undefined ? '' : `<content type="html">${xmlText(entry.html)}</content>`,
      `<category term="${xmlText(item.category)}"/>`,
      ...item.tags.map((tag) => `<category term="${xmlText(tag)}"/>`),
      '</entry>',
    ].join('');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom"${feed.language === undefined ? '' : ` xml:lang="${xmlText(feed.language)}"`}>`,
    xmlElement('title', feed.title),
    xmlElement('subtitle', feed.description),
    xmlElement('id', selfUrl ?? feed.siteUrl),
    // Atom requires `updated`; an empty feed says "now".
    xmlElement('updated', feed.newest ?? new Date().toISOString()),
    `<link rel="alternate" type="text/html" href="${xmlText(feed.siteUrl)}"/>`,
    selfUrl === undefined
      ? ''
      : `<link rel="self" type="application/atom+xml" href="${xmlText(selfUrl)}"/>`,
    // Atom requires an author for every entry: the site, named once for all.
    `<author><name>${xmlText(feed.title)}</name></author>`,
    ...items,
    '</feed>',
    '',
  ].join('\n');
}

/** JSON Feed 1.1. */
export function jsonFeed(feed: FeedData): string {
  const document = {
    version: 'https://jsonfeed.org/version/1.1',
    title: feed.title,
    home_page_url: feed.siteUrl,
    feed_url: feed.selfUrls.json,
    description: feed.description,
    language: feed.language,
    items: feed.entries.map((entry) => ({
      id: entry.item.id,
      url: entry.url,
      title: entry.item.title,
      content_html: entry.html,
      // JSON Feed requires content_html or content_text: the description when the body is missing.
      content_text: entry.html === undefined ? entry.item.description : undefined,
      summary: entry.item.description,
      image: entry.image,
      date_published: isoDate(entry.item.publishedDate),
      date_modified: isoDate(entry.item.updatedAt),
      tags: entry.item.tags,
      language: isLanguageTag(entry.item.language) ? entry.item.language : undefined,
    })),
  };
  // `JSON.stringify` writes a lone surrogate as a `\u` escape: the text is always valid UTF-8.
  return `${JSON.stringify(document, null, 2)}\n`;
}
