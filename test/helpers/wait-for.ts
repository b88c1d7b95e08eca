// Polling for a condition in API tests: waits for the row, the file or the status instead of sleeping a fixed time.

/** Polls `probe` every `intervalMs` until it gives a truthy value, which it returns; throws after `timeoutMs`. */
export async function waitFor<T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs = 60_000, intervalMs = 250): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
