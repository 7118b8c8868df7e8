/**
 * A cache of at most `size` values by string key, least recently used dropped first, for
 * anything keyed by content (HTML, language tags): however many distinct keys a service
 * sends, memory stays bounded. Returns the cached value for `key`, else `create()`'s
 * result (cached unless it throws). In html/ because it is the lowest layer that both the
 * sanitizer and the components may import.
 */
export function createRecentCache<V>(size: number) {
  const values = new Map<string, V>();
  const cached = (key: string, create: () => V): V => {
    let value = values.get(key);
    // A hit is deleted and set again, which moves it to the recent end of the Map's order;
    // a miss skips the delete (each lookup hashes the whole key).
    if (value === undefined) value = create();
    else values.delete(key);
    values.set(key, value);
    for (const oldest of values.keys()) {
      if (values.size <= size) break;
      values.delete(oldest);
    }
    return value;
  };
  /** Values held now (for tests of the bound). */
  cached.size = () => values.size;
  return cached;
}
