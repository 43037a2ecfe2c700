import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectConsole } from '../test';
import { reportError, reportErrorsFrom, setErrorReporter, type ErrorReport } from './reportError';

const settled = () => new Promise<void>((resolve) => queueMicrotask(resolve));

let undo: (() => void) | undefined;
afterEach(() => undo?.());

describe('reportError', () => {
  it('makes one report of an error several places saw, naming each, with the component stack', async () => {
    const reports: ErrorReport[] = [];
    undo = setErrorReporter((report) => reports.push(report));
    const error = new Error('kaboom');
    // As React does it: the root hears of the caught error first, then the boundary's onError.
    reportErrorsFrom('react:caught')(error, { componentStack: '\n    at Screen' });
    reportErrorsFrom('route boundary')(error, { componentStack: '\n    at Screen' });
    reportError(new Error('another one'), 'router');
    expect(reports).toEqual([]);
    await settled();
    expect(reports).toEqual([
      {
        error,
        seenBy: ['react:caught', 'route boundary'],
        componentStack: '\n    at Screen',
      },
      { error: expect.objectContaining({ message: 'another one' }), seenBy: ['router'] },
    ]);
  });

  it('reports the same error again when it happens again later', async () => {
    const reporter = vi.fn();
    undo = setErrorReporter(reporter);
    const error = new Error('again');
    reportError(error, 'root boundary');
    await settled();
    reportError(error, 'root boundary');
    await settled();
    expect(reporter).toHaveBeenCalledTimes(2);
  });

  it('survives a reporter that throws', async () => {
    const second = vi.fn();
    undo = setErrorReporter((report) => {
      if (report.seenBy[0] === 'first') throw new Error('the service is down');
      second(report);
    });
    reportError(new Error('one'), 'first');
    reportError(new Error('two'), 'second');
    await settled();
    expect(second).toHaveBeenCalledOnce();
  });

  it('logs in development, saying where the error was seen', async () => {
    expectConsole('error', /an error reached react:uncaught\..*kaboom/s);
    reportErrorsFrom('react:uncaught')(new Error('kaboom'));
    await settled();
  });
});
