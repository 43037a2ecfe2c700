/**
 * A pretend network's or person's delay, part of what a story shows (a spinner, skeletons, an
 * answer that arrives late, a request cancelled while it runs). It is never a wait in a play
 * function: those wait for what a person would see (`findBy…`, `waitFor`, an event).
 */
export function simulatedLatency(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
