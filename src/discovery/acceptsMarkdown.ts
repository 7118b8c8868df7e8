// Content negotiation for an article's Markdown version: AI agents ask for the article's own
// URL with `Accept: text/markdown`, browsers with `text/html` first. The answer must then carry
// `Vary: Accept`, so a cache keeps the two versions apart.

/** The quality (`q`) of each media range of an `Accept` header, lower-cased, in the header's order. */
function qualities(accept: string): Map<string, number> {
  const ranges = new Map<string, number>();
  // Bounded: a header of thousands of ranges is read for its first 50 only.
  for (const part of accept.split(',').slice(0, 50)) {
    const [range = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (range === '') continue;
    let quality = 1;
    for (const parameter of parameters) {
      const match = /^q=([01](?:\.\d{0,3})?)$/.exec(parameter);
      if (match?.[1] !== undefined) quality = Number(match[1]);
    }
    if (!ranges.has(range)) ranges.set(range, quality);
  }
  return ranges;
}

/**
 * Whether a request's `Accept` header prefers Markdown (`text/markdown`) to HTML: it names
 * `text/markdown` with a quality above 0 and above that of `text/html` (or of `text/*`, then
 * `*\/*`, when HTML is not named), or equal to it and named first. Browsers never name
 * Markdown; `curl` and a missing header do not either.
 *
 * @example
 * if (acceptsMarkdown(request.headers.get('accept')))
 *   return new Response(contentToMarkdown(item, site), { headers: { 'content-type': 'text/markdown; charset=utf-8', vary: 'Accept' } });
 */
export function acceptsMarkdown(accept: string | null | undefined): boolean {
  if (typeof accept !== 'string' || accept.length > 4096) return false;
  const ranges = qualities(accept);
  const markdown = ranges.get('text/markdown') ?? 0;
  const htmlRange = ['text/html', 'text/*', '*/*'].find((range) => ranges.has(range));
  const html = htmlRange === undefined ? 0 : (ranges.get(htmlRange) ?? 0);
  if (markdown === 0 || markdown < html) return false;
  if (markdown > html) return true;
  // Equal qualities: the range named first wins (agents list `text/markdown, text/html`).
  const order = [...ranges.keys()];
  return htmlRange === undefined || order.indexOf('text/markdown') < order.indexOf(htmlRange);
}
