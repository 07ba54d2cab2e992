/** Values that many rows of a snapshot repeat, made once and shared: the snapshot holds one object, not one per row. */
export class SharedValues {
  private readonly values = new Map<string, unknown>();

  /** The value kept under `key`, made by `make` the first time. */
  one<T>(key: string, make: () => T): T {
    const known = this.values.get(key) as T | undefined;
    if (known !== undefined) return known;
    const value = make();
    this.values.set(key, value);
    return value;
  }

  /** The parsed JSON text, parsed once per distinct text. */
  parsed<T>(text: string): T {
    return this.one(`json:${text}`, () => JSON.parse(text) as T);
  }
}
