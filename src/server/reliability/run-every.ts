/**
 * Runs `task` every `everyMs`, one run at a time (a run still going when the next is due is
 * not joined by another), until the returned stop is called. The timer does not keep the
 * process alive.
 */
export function runEvery(task: () => Promise<unknown>, everyMs: number, onError: (error: unknown) => void): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    task()
      .catch(onError)
      .finally(() => (running = false));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
