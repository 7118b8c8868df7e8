import { createServerFn } from '@tanstack/react-start';
import { setResponseStatus } from '@tanstack/react-start/server';
import { searchPageParameters } from './links';
import { answerSearch } from './search.server';

/**
 * A server function: the search page's answer (`search.server.ts`), on the server on a first
 * load and as one request to it on a client-side navigation: searching needs the server
 * client's brand index, which the browser does not have. A refused search answers 400.
 */
export const searchPage = createServerFn({ method: 'GET' })
  .validator((search: unknown) =>
    searchPageParameters(typeof search === 'object' && search !== null ? { ...search } : {}),
  )
  .handler(async ({ data: { q = '', lang = '', page = '' } }) => {
    const answer = await answerSearch({ q: String(q), lang: String(lang), page: String(page) });
    if (answer.status !== 200) setResponseStatus(answer.status);
    return answer;
  });
