/**
 * The href function of a set of links or buttons (tags, categories, languages): an explicit
 * one wins (links, which also call the handler); a handler alone makes buttons (`undefined`);
 * neither makes links to the `route`.
 */
export function hrefOrButtons<Href>(
  explicit: Href | undefined,
  handler: unknown,
  route: Href,
): Href | undefined {
  return explicit ?? (handler === undefined ? route : undefined);
}
