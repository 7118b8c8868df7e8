import type { ContentClient } from '../client/index.js';
import type { ListKind } from './contentKeys.js';

/** The client method behind each list kind (called as a method, so class-based clients keep `this`). */
export const listMethods = {
  category: 'getContentByCategory',
  lang: 'getContentByLanguage',
  tag: 'getContentByTag',
} as const satisfies Record<ListKind, keyof ContentClient>;
