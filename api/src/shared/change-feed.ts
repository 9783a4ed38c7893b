/**
 * What changed in the database, as a local clock: every table written gets the clock's next tick.
 * Caches keep the tick at which they started computing an answer and serve it only while none of
 * the tables it was read from changed since, and while the feed is live (db/changes.ts hears the
 * database's notifications; while it does not, nothing is served from a cache).
 */
export class ChangeFeed {
  private clock = 0;
  private readonly changedAt = new Map<string, number>();
  private resetAt = 0;
  private listening = false;
  private readonly listeners = new Set<(tables: readonly string[]) => void>();

  /** Calls `listener` with the tables of every change, and with none when listening starts or stops; returns the unsubscribe. */
  onChange(listener: (tables: readonly string[]) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** True while every committed write reaches this feed. */
  get live(): boolean {
    return this.listening;
  }

  /** The tick to remember before reading what will be cached. */
  stamp(): number {
    return this.clock;
  }

  /** These tables were written (and committed). */
  changed(tables: Iterable<string>): void {
    const tick = ++this.clock;
    const written = [...tables];
    for (const t of written) this.changedAt.set(t, tick);
    for (const l of this.listeners) l(written);
  }

  /** Listening started or stopped: whatever was read before is suspect either way. */
  setLive(live: boolean): void {
    this.listening = live;
    this.resetAt = ++this.clock;
    for (const l of this.listeners) l([]);
  }

  /** Whether an answer read from `tables` since `stamp` still holds. */
  unchangedSince(stamp: number, tables: readonly string[]): boolean {
    if (!this.listening || stamp < this.resetAt) return false;
    return tables.every((t) => (this.changedAt.get(t) ?? 0) <= stamp);
  }
}
