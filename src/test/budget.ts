/**
 * Limits for a test's page-level waits, taken from the test's own time limit: a wait that fails
 * sooner than the test would (a fixed 30 s, say) fails a slow machine's run for nothing, and one
 * that outlasts the test reports a timeout with no word of what it was waiting for.
 */

/** What a running test (vitest's `task`) tells about its time. */
export interface TimedTask {
  /** The test's time limit in ms; 0 for none. */
  timeout: number;
  result?: { startTime?: number };
}

/** Kept back from the test's limit so a failed wait still reports what it was waiting for. */
const MARGIN = 0.05;

/**
 * A function returning the ms left of `task`'s time limit (less a small margin) at each call, for
 * a wait's `timeout`. A test without a limit gets 0, which Playwright reads as none.
 */
export function timeLeftIn(task: TimedTask): () => number {
  if (!(task.timeout > 0)) return () => 0;
  const start = task.result?.startTime ?? Date.now();
  const end = start + task.timeout * (1 - MARGIN);
  return () => Math.max(1, Math.round(end - Date.now()));
}
