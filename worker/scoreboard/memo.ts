/**
 * A small per-isolate map whose entries expire, bounded in size: when full, the oldest tenth goes
 * (a Map iterates in insertion order). What lives here is a copy of something checked or computed
 * elsewhere, kept a few seconds so a burst of identical requests costs one lookup each.
 */
export class Memo<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();

  constructor(private readonly capacity: number) {}

  get(key: string, nowMs: number): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= nowMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V, expires: number): void {
    this.entries.delete(key);
    if (this.entries.size >= this.capacity) {
      let drop = Math.max(1, Math.floor(this.capacity / 10));
      for (const old of this.entries.keys()) {
        this.entries.delete(old);
        if (--drop === 0) break;
      }
    }
    this.entries.set(key, { value, expires });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
