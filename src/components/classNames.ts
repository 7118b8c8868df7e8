/** Joins class names, skipping empty ones: `cx('cdr-card', className)`. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
