/** Asks `probe` every `intervalMs` until it answers a value (not null or undefined); throws past `timeoutMs`. */
export async function until<T>(probe: () => T | null | undefined | Promise<T | null | undefined>, timeoutMs: number, intervalMs = 50): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== null && value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
