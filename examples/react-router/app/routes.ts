import { index, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('tags/:tag', 'routes/tags.$tag.tsx'),
  route('articles/:slug', 'routes/articles.$slug.tsx'),
  route('live/:tag', 'routes/live.$tag.tsx'),
  route('search', 'routes/search.tsx'),
  // The same article as a route component that renders the library's components (they hydrate):
  // kept to show, and measure, what the static-HTML pattern saves.
  route('hydrated/articles/:slug', 'routes/hydrated.articles.$slug.tsx'),
  route('api/content/*', 'routes/api.content.$.ts'),
  // For search engines, feed readers and AI assistants: resource routes (no component).
  route('sitemap.xml', 'routes/sitemap.xml.ts'),
  route('sitemaps/:file', 'routes/sitemaps.$file.ts'),
  route('robots.txt', 'routes/robots.txt.ts'),
  route('feed.xml', 'routes/feed.xml.ts'),
  route('feed.atom', 'routes/feed.atom.ts'),
  route('feed.json', 'routes/feed.json.ts'),
  route('llms.txt', 'routes/llms.txt.ts'),
  route('opensearch.xml', 'routes/opensearch.xml.ts'),
  route('api/revalidate', 'routes/api.revalidate.ts'),
  route('*', 'routes/$.tsx'),
] satisfies RouteConfig;
