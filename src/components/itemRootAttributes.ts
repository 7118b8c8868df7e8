import { textDirection } from './locale.js';

/** `lang`, `dir` and `data-status` for the root element of anything that shows one item. */
export function itemRootAttributes(item: { language: string; status: string }) {
  return {
    lang: item.language,
    dir: textDirection(item.language),
    'data-status': item.status.toLowerCase(),
  };
}
