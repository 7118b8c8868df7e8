import { index, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('tags/:tag', 'routes/tags.$tag.tsx'),
  route('articles/:slug', 'routes/articles.$slug.tsx'),
  route('live/:tag', 'routes/live.$tag.tsx'),
  // The same article as a route component that renders the library's components (they hydrate):
  // kept to show, and measure, what the static-HTML pattern saves.
  route('hydrated/articles/:slug', 'routes/hydrated.articles.$slug.tsx'),
  route('api/content/*', 'routes/api.content.$.ts'),
  route('*', 'routes/$.tsx'),
] satisfies RouteConfig;
