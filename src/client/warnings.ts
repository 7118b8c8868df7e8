// Every message the client prints, in one place (as Portable Text keeps its in `warnings.ts`),
// and the one printer the query layer and the components print theirs through. A message
// names where it comes from in brackets, says what happened and how to fix it.
//
// Development warnings are off in production. The client runs unbundled on servers and in
// Workers, which may have no `process`, so it reads `NODE_ENV` with care (`inDevelopment`).
// The query layer and the components run in bundles: theirs read `process.env.NODE_ENV` as
// bundlers replace it, so that production bundles drop the text. What degrades in production
// is also an event (`ContentEvent`), never only a warning.

const printed = new Set<string>();

/** Prints `message` once per process (once per page in a browser), with `console[level]`. */
export function printOnce(message: string, level: 'warn' | 'error' = 'warn'): void {
  if (printed.has(message)) return;
  printed.add(message);
  console[level](message);
}

/** `true` unless `NODE_ENV` is `production`; also where there is no `process` (some Workers). */
function inDevelopment(): boolean {
  // Stryker disable next-line OptionalChaining: Vite's define rewrites `?.` away in tests
  return typeof process === 'undefined' || process.env?.NODE_ENV !== 'production';
}

/** A walk or a shared store failed, and no `onError` was given (the index goes on). */
export function brandIndexFailed(
  brandId: string,
  failed: { kind: 'walk-failed' } | { kind: 'store-failed'; operation: string },
  error: unknown,
): void {
  if (!inDevelopment()) return;
  const what =
    failed.kind === 'walk-failed' ? 'a walk' : `a ${failed.operation} of the shared storage`;
  console.warn(
    `[createBrandIndex] ${what} failed for brand "${brandId.slice(0, 80)}"; the index goes on:`,
    error,
  );
}

/** A brand lists more items than the index takes. */
export function brandTooLarge(brandId: string, itemCount: number, maxItems: number): void {
  if (!inDevelopment()) return;
  printOnce(
    `[createBrandIndex] brand "${brandId.slice(0, 80)}" lists ${itemCount} items, more than maxItems (${maxItems}): it is not indexed, and its lookups search the lists (bounded, as without an index). Raise maxItems to index it.`,
  );
}

/** A caller's `onProgress` threw during a page walk (in production too: the walk goes on). */
export function onProgressThrew(error: unknown): void {
  console.error('[content-delivery-react] onProgress threw; the walk went on:', error);
}

/** A caller's logging hook threw (in production too: the request goes on). */
export function hookThrew(name: 'onRequest' | 'onResponse', error: unknown): void {
  console.error(`[content-delivery-react] ${name} hook threw (ignored):`, error);
}

/** How an item is named in a warning: its id, shortened, or its place in the answer. */
const itemName = (itemId: string | undefined, field: string) =>
  itemId === undefined
    ? `at ${/^(?:data)?\[\d+\]/.exec(field)?.[0] ?? 'an unknown place'}`
    : `"${itemId.slice(0, 80)}"`;

/**
 * The service sent a field that does not fit the spec and may be null: it was read as null
 * (also an event, `field-ignored`). Printed once per brand, item and field; never the value.
 */
export function fieldIgnored(brandId: string, itemId: string | undefined, field: string): void {
  if (!inDevelopment()) return;
  printOnce(
    `[createContentClient] brand "${brandId.slice(0, 80)}": item ${itemName(itemId, field)} is shown without ${field}, which does not fit the spec (read as null; see docs/errors.md).`,
  );
}

/**
 * The service sent an item the client cannot read (a required field does not fit): it was
 * left out of its page (also an event, `item-left-out`). `problem` names the field and what it
 * must be, never the value.
 */
export function itemLeftOut(brandId: string, itemId: string | undefined, problem: string): void {
  if (!inDevelopment()) return;
  printOnce(
    `[createContentClient] brand "${brandId.slice(0, 80)}": item ${itemName(itemId, problem)} was left out of its page: ${problem} (the page keeps its other items; see docs/errors.md).`,
  );
}
