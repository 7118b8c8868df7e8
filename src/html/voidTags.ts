/**
 * Elements that never have content: the HTML parser closes them at once, and React refuses
 * children for them. Used when estimating nesting before parsing and when building elements.
 */
export const voidTags: ReadonlySet<string> = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
