interface Entry<V> {
  value: V;
  cachedAt: number;
}

/**
 * What one process read of rows that any process may change, kept only while the process hears
 * the database's messages about those changes (`enable`/`disable` follow the listener's
 * connection), and never longer than `ttlMs`, as a bound should a message be lost anyway.
 * `generation` moves on every invalidation, so a read that raced one does not keep what it read.
 */
export class InvalidatedCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private enabled = false;
  generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly onDrop: (key: string, value: V) => void = () => {},
  ) {}

  get(key: string, now: number): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (!this.enabled || now - entry.cachedAt > this.ttlMs) {
      this.drop(key);
      return undefined;
    }
    return entry.value;
  }

  /** Keeps a value read at `generation`, unless something was invalidated since; says whether it did. */
  set(key: string, value: V, generation: number, now: number): boolean {
    if (!this.enabled || generation !== this.generation || this.ttlMs <= 0) return false;
    if (this.entries.size >= this.maxEntries) this.drop(this.entries.keys().next().value!);
    this.entries.set(key, { value, cachedAt: now });
    return true;
  }

  /** Starts an invalidation: reads begun before it will not be kept. */
  invalidating(): this {
    this.generation++;
    return this;
  }

  drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.onDrop(key, entry.value);
  }

  dropWhere(match: (value: V) => boolean): void {
    for (const [key, entry] of this.entries) if (match(entry.value)) this.drop(key);
  }

  clear(): void {
    this.generation++;
    for (const key of [...this.entries.keys()]) this.drop(key);
  }

  /** The invalidation channel is down: messages may be missed, so nothing may be trusted. */
  disable(): void {
    this.enabled = false;
    this.clear();
  }

  enable(): void {
    this.clear();
    this.enabled = true;
  }
}
