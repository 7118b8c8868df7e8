/**
 * React keys for values from content, unique even when the values repeat (two tags
 * `news`, two items with one id): the first keeps its value, later ones get `#2`, `#3`, ….
 * Duplicate keys would make React drop or repeat entries when the list updates.
 */
export function distinctKeys(values: readonly string[]): string[] {
  const used = new Set<string>();
  return values.map((value) => {
    let key = value;
    for (let copy = 2; used.has(key); copy++) key = `${value}#${copy}`;
    used.add(key);
    return key;
  });
}
