import { QueryClient } from '@tanstack/react-query';
import { translatedListQueryOptions } from 'content-delivery-react';
import { isContentApiError } from 'content-delivery-react/client';
import { data, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router';
import { serverClient } from '../content.server';
import { pageParam, tagHref } from '../links';
import { renderList } from '../render.server';
import { StaticContent } from '../StaticContent';
import { pageMeta } from '../seoMeta';
import { brandId, listPageSize, siteName } from '../site';

/** The site's language: lists show each article once, in English where it exists. */
const siteLanguages = ['en'];

/**
 * One page of a tag's articles, rendered to HTML on the server; pagination links to `?page=N`.
 * The service lists every language version of every article, so the tag is loaded whole (100
 * items a request) and collapsed to one article per translation group (English, else the
 * group's source document); pages and their total then count articles, not languages.
 */
export async function loader({ url, params }: LoaderFunctionArgs) {
  const tag = params.tag ?? '';
  const page = pageParam(url);
  // A tag the client cannot put in a URL (`..`, a lone surrogate) rejects: answer 404.
  const { items } = await new QueryClient()
    .fetchQuery(
      translatedListQueryOptions(serverClient, 'tag', tag, {
        brandId,
        preferredLanguages: siteLanguages,
      }),
    )
    .catch((error: unknown) => {
      if (isContentApiError(error) && error.kind === 'invalid-request') {
        throw data(null, { status: 404 });
      }
      throw error;
    });
  const start = (page - 1) * listPageSize;
  const result = {
    page,
    pageSize: listPageSize,
    totalCount: items.length,
    data: items.slice(start, start + listPageSize),
  };
  return {
    tag,
    page,
    html: renderList({
      heading: `Tagged “${tag}”`,
      result,
      getPageHref: (target) => tagHref(tag, target),
    }),
  };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData: page }) =>
  pageMeta(
    page === undefined
      ? siteName
      : `#${page.tag}${page.page > 1 ? `, page ${page.page}` : ''} | ${siteName}`,
    `Articles tagged ${page?.tag ?? ''}.`,
  );

export default function TagPage() {
  const { html } = useLoaderData<typeof loader>();
  return <StaticContent html={html} />;
}
