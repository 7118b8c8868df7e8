// Every message the query layer prints, in one place; printed through the client's printer
// (`printOnce`). Development only: bundlers replace `process.env.NODE_ENV`, so in a production
// bundle each function here is empty and its text is dropped.
import { printOnce } from '../client/warnings.js';
import type { TranslatableListKind } from './contentKeys.js';

/** A list in the reader's languages walked only its first `maxItems` items. */
export function listTruncated(
  kind: TranslatableListKind,
  value: string,
  itemCount: number,
  shownGroups: number,
  maxItems: number,
): void {
  if (process.env.NODE_ENV === 'production') return;
  printOnce(
    `[content-delivery-react] ${kind} "${value.slice(0, 80)}" lists ${itemCount} items, more than maxItems (${maxItems}): it shows the ${shownGroups} translation groups of its first ${maxItems} items. Raise maxItems, or list it without preferredLanguages.`,
  );
}
