/**
 * React keys for values from content, unique even when the values repeat (two tags
 * `news`, two items with one id): the first keeps its value, later ones get `#2`, `#3`, ….
 * Duplicate keys would make React drop or repeat entries when the list updates.
 */
export function distinctKeys(values: readonly string[]): string[] {
  const used = new Set<string>();
  // The next copy number to try per value: n repeats of one value cost n steps, not n²
  // (20 000 tags `news` would otherwise block the page for seconds).
  const nextCopy = new Map<string, number>();
  return values.map((value) => {
    let key = value;
    let copy = nextCopy.get(value) ?? 2;
    while (used.has(key)) key = `${value}#${copy++}`;
    nextCopy.set(value, copy);
    used.add(key);
    return key;
  });
}
