// One story's network scenario (an error, a slow answer), applied by that story's own client.
//
// msw-storybook-addon's `msw.use(...)` changes the one service worker every story shares, so on
// a Docs page, where several stories render at once, the last story's error handlers answered
// for all of them ("Temporarily unavailable" on the main ContentList story). A scenario is
// instead part of the fetch function of the client the story's provider gets
// (`.storybook/preview.tsx`): it sees only that story's requests. Requests it does not answer
// go on to the mock (through the service worker, so they show in the browser's network panel).

/**
 * Answers a request of one story, or returns `undefined` to let the mock answer it.
 * `signal` is the request's abort signal (the client's timeout, a cancelled query).
 */
export type StoryResponder = (
  request: Request,
  signal: AbortSignal | undefined,
) => Response | Promise<Response> | undefined;

/**
 * Makes a story's responder. Called each time the story mounts, so state kept in the closure
 * (such as "fail the first request only") starts over on every render of the story.
 */
export type StoryScenario = () => StoryResponder;

const API_PATH = /^\/api\/v1\/content\/brands\/[^/]+\/(categories|category|lang|tag)(\/[^/]+)?$/;

/** Which endpoint a request is for: `'list'` (category, language or tag list) or `'categories'`. */
export function endpointOf(request: Request): 'list' | 'categories' | undefined {
  const match = API_PATH.exec(new URL(request.url).pathname);
  if (match === null) return undefined;
  return match[1] === 'categories' ? 'categories' : 'list';
}

/** An RFC 9457 problem answer, as the service sends it. */
export function problem(status: number, title: string, detail?: string): Response {
  return Response.json(
    { title, status, ...(detail === undefined ? {} : { detail }) },
    { status, headers: { 'content-type': 'application/problem+json' } },
  );
}

/** An answer that never comes; it ends (as a fetch does) when the request is aborted. */
export function neverAnswer(signal: AbortSignal | undefined): Promise<Response> {
  return new Promise((_resolve, reject) => {
    signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

/** What `fetch` does when the connection fails. */
export function networkFailure(): Promise<Response> {
  return Promise.reject(new TypeError('Failed to fetch'));
}

/**
 * A `fetch` for one story: the scenario answers first, everything else goes to `fallback`.
 * @example createScenarioFetch(() => (request) => endpointOf(request) === 'list' ? problem(500, 'Down') : undefined)
 */
export function createScenarioFetch(
  scenario: StoryScenario | undefined,
  fallback: typeof fetch,
): typeof fetch {
  const respond = scenario?.();
  return async (input, init) => {
    const request = new Request(input, init);
    const answer = respond?.(request, init?.signal ?? undefined);
    return answer ?? fallback(request);
  };
}

/** A scenario that answers every request for one endpoint with `respond` (the rest: the mock). */
export function answerEndpoint(
  endpoint: 'list' | 'categories',
  respond: StoryResponder,
): StoryScenario {
  return () => (request, signal) =>
    endpointOf(request) === endpoint ? respond(request, signal) : undefined;
}

/** Story `parameters` that give the story's client this scenario. */
export function scenarioParameters(scenario: StoryScenario): {
  content: { scenario: StoryScenario };
} {
  return { content: { scenario } };
}
