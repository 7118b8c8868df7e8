import type { BrandIndex, ContentClient } from '../client/index.js';

/**
 * The client's brand index, which every document of this entry reads the brand from; a client
 * without one (created in a browser, or with `brandIndex: false`) is a setup error, said at once.
 */
export function brandIndexOf(client: ContentClient, caller: string): BrandIndex {
  const index = client.brandIndex;
  if (index === undefined) {
    throw new TypeError(
      `${caller} reads the brand from the client's brand index: use a server client (createContentClient on a server has one; do not pass brandIndex: false).`,
    );
  }
  return index;
}
