import { isContentApiError } from 'content-delivery-react/client';
import { data, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router';
import { serverClient } from '../content.server';
import { pageParam, tagHref } from '../links';
import { renderList } from '../render.server';
import { StaticContent } from '../StaticContent';
import { pageMeta } from '../seoMeta';
import { brandId, listPageSize, siteName } from '../site';

/** One page of a tag's articles, rendered to HTML on the server; pagination links to `?page=N`. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const tag = params.tag ?? '';
  const page = pageParam(request);
  // A tag the client cannot put in a URL (`..`, a lone surrogate) rejects: answer 404.
  const result = await serverClient
    .getContentByTag(brandId, tag, { page, pageSize: listPageSize })
    .catch((error: unknown) => {
      if (isContentApiError(error) && error.kind === 'invalid-request') {
        throw data(null, { status: 404 });
      }
      throw error;
    });
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

export const meta: MetaFunction<typeof loader> = ({ data: page }) =>
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
