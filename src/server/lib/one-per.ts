/**
 * A function that makes one value per key object on its first call and gives that same value on every later call,
 * for as long as the key lives (e.g. the one document store of a database).
 */
export function onePer<K extends object, V>(make: (key: K) => V): (key: K) => V {
  const made = new WeakMap<K, V>();
  return (key) => {
    const known = made.get(key);
    if (known !== undefined) return known;
    const value = make(key);
    made.set(key, value);
    return value;
  };
}
