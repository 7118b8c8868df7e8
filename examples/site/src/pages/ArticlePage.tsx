import { useQuery } from '@tanstack/react-query';
import {
  ContentArticle,
  ContentSeo,
  contentKeys,
  LanguageSwitcher,
  useContentDelivery,
  useContentVariants,
} from 'content-delivery-react';
import { getAllContentByLanguage } from 'content-delivery-react/client';
import { Link, useParams } from 'react-router';
import { siteUrl } from '../content.js';

/**
 * v1 of the service has no "item by slug" endpoint, so the article is found in
 * its language's list (cached: the list pages are shared with every other page).
 */
function useArticle(lang: string, slug: string) {
  const { client, brandId = '' } = useContentDelivery('ArticlePage');
  return useQuery({
    queryKey: [...contentKeys.list(client, brandId, 'lang', lang), 'slug', slug],
    queryFn: async ({ signal }) => {
      const { items } = await getAllContentByLanguage(client, brandId, lang, {
        signal,
        pageSize: 100,
      });
      return items.find((item) => item.slug === slug) ?? null;
    },
    staleTime: 60_000,
  });
}

export function ArticlePage() {
  const { lang = '', slug = '' } = useParams();
  const { data: item, isPending, error } = useArticle(lang, slug);
  const { all } = useContentVariants(item ?? undefined);
  if (isPending) return <p aria-busy="true">Loading…</p>;
  if (error) return <p role="alert">{error.message}</p>;
  if (!item) {
    return (
      <p role="alert">
        No article “{slug}” in this language. <Link to="/">Back home</Link>
      </p>
    );
  }
  return (
    <>
      <ContentSeo item={item} variants={all} siteUrl={siteUrl} siteName="Acme Outdoor Magazine" />
      <LanguageSwitcher item={item} />
      <ContentArticle item={item} />
    </>
  );
}
