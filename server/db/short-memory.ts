/**
 * Rows read from the database, answered from memory for a short while (by the process's monotonic
 * clock): a row asked by every request costs one statement per window instead of one per request,
 * and requests arriving together while it is read share that read. Writes made on this instance
 * forget what they change at once (a read that was under way then is not kept); made on another
 * instance, they take effect within the window. Bounded: past `capacity` entries it starts over.
 */
export class ShortMemory<V> {
  private readonly entries = new Map<string, { value: V; readAt: number }>();
  private readonly reading = new Map<string, Promise<V>>();
  /** Counts the forgets: a read started before one is not remembered. */
  private generation = 0;

  constructor(
    private readonly windowMs: number,
    private readonly capacity = 10_000,
  ) {}

  /** The value under `key`: remembered within the window, or read by `load` (and remembered unless it is null or undefined). */
  read(key: string, load: () => Promise<V>): Promise<V> {
    const entry = this.entries.get(key);
    if (entry && performance.now() - entry.readAt < this.windowMs) return Promise.resolve(entry.value);
    const pending = this.reading.get(key);
    if (pending) return pending;
    const readAt = performance.now();
    const generation = this.generation;
    const reading = load().then(
      (value) => {
        this.reading.delete(key);
        if (value != null && generation === this.generation) {
          if (this.entries.size >= this.capacity) this.entries.clear();
          this.entries.set(key, { value, readAt });
        }
        return value;
      },
      (error: unknown) => {
        this.reading.delete(key);
        throw error;
      },
    );
    this.reading.set(key, reading);
    return reading;
  }

  /** Forgets the keys `matches` accepts (every key without it). */
  forget(matches?: (key: string) => boolean): void {
    this.generation += 1;
    this.reading.clear();
    if (!matches) return this.entries.clear();
    for (const key of this.entries.keys()) if (matches(key)) this.entries.delete(key);
  }
}

const memories = new WeakMap<object, Map<string, ShortMemory<unknown>>>();

/** The memory named `name` of one owner, such as an app's services (each app in a process has its own). */
export function shortMemoryOf<V>(owner: object, name: string, windowMs: number): ShortMemory<V> {
  let named = memories.get(owner);
  if (!named) {
    named = new Map();
    memories.set(owner, named);
  }
  let memory = named.get(name);
  if (!memory) {
    memory = new ShortMemory<unknown>(windowMs);
    named.set(name, memory);
  }
  return memory as ShortMemory<V>;
}
