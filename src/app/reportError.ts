/**
 * The one place the app's errors go: React's root (`createRoot`'s `onUncaughtError`,
 * `onCaughtError`, `onRecoverableError`), the router (`RouterProvider`'s `onError`), and the
 * boundaries (the root one, `RouteBoundary`'s `onError`) all call `reportError`. One error seen by
 * several of them (a boundary catches it, then React reports it caught) makes one report that
 * names each of them.
 *
 * In development a report is logged in full; in production it is logged as React would have
 * logged it. To send reports to a service, hand `setErrorReporter` a function that does.
 */

export interface ErrorReport {
  /** What was thrown. */
  error: unknown;
  /** Each place that saw it, in order: `root boundary`, `route boundary`, `router`, `react:caught`… */
  seenBy: string[];
  /** React's component stack, when React saw it. */
  componentStack?: string;
}

export type ErrorReporter = (report: ErrorReport) => void;

function log({ error, seenBy, componentStack }: ErrorReport): void {
  if (import.meta.env.DEV) {
    console.error(`Tessera: an error reached ${seenBy.join(', ')}.`, error, componentStack ?? '');
  } else {
    console.error(error);
  }
}

let reporter: ErrorReporter = log;
const pending = new Map<unknown, ErrorReport>();

function flush(): void {
  const reports = [...pending.values()];
  pending.clear();
  for (const report of reports) {
    try {
      reporter(report);
    } catch {
      // A failing reporter must not turn one error into two.
    }
  }
}

/**
 * Reports `error`, seen by `seenBy`. Reports of the same error in the same task are merged into
 * one, delivered in a microtask.
 */
export function reportError(
  error: unknown,
  seenBy: string,
  info?: { componentStack?: string | null },
): void {
  let report = pending.get(error);
  if (!report) {
    report = { error, seenBy: [] };
    pending.set(error, report);
    if (pending.size === 1) queueMicrotask(flush);
  }
  if (!report.seenBy.includes(seenBy)) report.seenBy.push(seenBy);
  if (!report.componentStack && info?.componentStack) report.componentStack = info.componentStack;
}

/** Sends every later report to `next` instead of the console; returns the function that undoes it. */
export function setErrorReporter(next: ErrorReporter): () => void {
  const previous = reporter;
  reporter = next;
  return () => {
    reporter = previous;
  };
}

/** `reportError` bound to one place, in the shape of an `onError` prop or a `createRoot` option. */
export function reportErrorsFrom(seenBy: string) {
  return (error: unknown, info?: { componentStack?: string | null }) =>
    reportError(error, seenBy, info);
}
