/** The longest transition or animation (duration + delay) on `element`, in milliseconds. */
export function motionDuration(element: Element): number {
  if (typeof getComputedStyle !== 'function') return 0;
  const style = getComputedStyle(element);
  const longest = (durations: string, delays: string) => {
    const d = parseTimes(durations);
    const l = parseTimes(delays);
    return d.reduce((max, value, i) => Math.max(max, value + (l[i % (l.length || 1)] ?? 0)), 0);
  };
  return Math.max(
    longest(style.transitionDuration, style.transitionDelay),
    style.animationName && style.animationName !== 'none'
      ? longest(style.animationDuration, style.animationDelay)
      : 0,
  );
}

function parseTimes(list: string | undefined): number[] {
  if (!list) return [];
  return list.split(',').map((part) => {
    const value = Number.parseFloat(part);
    if (!Number.isFinite(value)) return 0;
    return part.trim().endsWith('ms') ? value : value * 1000;
  });
}

// Slack after the computed duration before the fallback fires: transitionend can arrive a frame late.
const SLACK_MS = 50;

/**
 * Calls `done` once the transitions and animations of `element` itself have ended: on
 * `transitionend`/`animationend` (or their cancel events), or after the computed duration plus a
 * little slack when those events never come (the element was hidden, the tab was in the background).
 * Returns a function that cancels the wait.
 */
export function waitForMotion(
  element: Element | null,
  done: () => void,
  options: { timeoutMs?: number } = {},
): () => void {
  const duration = element ? motionDuration(element) : 0;
  if (!element || duration === 0) {
    done();
    return () => {};
  }
  let finished = false;
  const finish = (event?: Event) => {
    if (event && event.target !== element) return;
    if (finished) return;
    finished = true;
    cleanup();
    done();
  };
  const events = ['transitionend', 'transitioncancel', 'animationend', 'animationcancel'];
  for (const type of events) element.addEventListener(type, finish);
  const limit = Math.min(options.timeoutMs ?? Infinity, duration + SLACK_MS);
  const timer = setTimeout(() => finish(), limit);
  function cleanup() {
    clearTimeout(timer);
    for (const type of events) element?.removeEventListener(type, finish);
  }
  return () => {
    finished = true;
    cleanup();
  };
}
