import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../components/ThemeProvider';
import { recordHandlers } from '../test';
import { useReducedMotion } from './useReducedMotion';
import { handleSkippedViewTransitions, startViewTransition } from './viewTransition';
import { motionDuration } from './waitForMotion';

// Presence, Collapse, StateTransition and AnimatedList are tested next to each component.

describe('motionDuration', () => {
  it('is the longest transition or animation including delays, in ms', () => {
    const el = document.createElement('div');
    el.style.transitionDuration = '200ms, 0.1s';
    el.style.transitionDelay = '0s, 150ms';
    document.body.append(el);
    expect(motionDuration(el)).toBe(250);
    el.remove();
  });
});

describe('reduced motion', () => {
  it('useReducedMotion follows the ThemeProvider', () => {
    function Probe() {
      return <p>{useReducedMotion() ? 'reduced' : 'full'}</p>;
    }
    const { rerender } = render(
      <ThemeProvider motion="reduce">
        <Probe />
      </ThemeProvider>,
    );
    expect(screen.getByText('reduced')).toBeInTheDocument();
    rerender(
      <ThemeProvider motion="full">
        <Probe />
      </ThemeProvider>,
    );
    expect(screen.getByText('full')).toBeInTheDocument();
  });

  it('skips the view transition but still runs the update', async () => {
    const start = vi.fn((cb: () => void) => {
      cb();
      return { finished: Promise.resolve(), updateCallbackDone: Promise.resolve() };
    });
    Object.assign(document, { startViewTransition: start });
    document.documentElement.setAttribute('data-motion', 'reduce');
    try {
      const update = vi.fn();
      await startViewTransition(update);
      expect(update).toHaveBeenCalledTimes(1);
      expect(start).not.toHaveBeenCalled();
    } finally {
      document.documentElement.removeAttribute('data-motion');
      delete (document as { startViewTransition?: unknown }).startViewTransition;
    }
  });
});

describe('startViewTransition', () => {
  it('runs the update directly where the browser has no View Transitions API', async () => {
    const update = vi.fn();
    await startViewTransition(update);
    expect(update).toHaveBeenCalledTimes(1);
  });

  it('runs the update inside document.startViewTransition where it exists', async () => {
    const start = vi.fn((arg: { update: () => void } | (() => void)) => {
      (typeof arg === 'function' ? arg : arg.update)();
      return {
        finished: Promise.reject(new Error('skipped')),
        updateCallbackDone: Promise.resolve(),
      };
    });
    Object.assign(document, { startViewTransition: start });
    try {
      const update = vi.fn();
      await startViewTransition(update, { skip: false });
      expect(start).toHaveBeenCalledTimes(1);
      expect(update).toHaveBeenCalledTimes(1);
    } finally {
      delete (document as { startViewTransition?: unknown }).startViewTransition;
    }
  });
});

describe('handleSkippedViewTransitions', () => {
  type Doc = { startViewTransition?: (update: () => void) => unknown };
  const doc = document as unknown as Doc;

  /**
   * A document whose transitions reject `ready` with `readyError`. `handlers` holds what code attached
   * to each `ready` (`catch` goes through `then`): the promise each attachment returned.
   */
  function fakeTransitions(readyError: Error) {
    const handlers: Promise<unknown>[] = [];
    const start = vi.fn((update: () => void) => {
      update();
      const ready = recordHandlers(Promise.reject(readyError), handlers);
      return { ready, finished: Promise.resolve(), updateCallbackDone: Promise.resolve() };
    });
    doc.startViewTransition = start;
    return { start, handlers };
  }

  afterEach(() => {
    delete doc.startViewTransition;
  });

  it('handles the rejection of a skipped transition for code that drops the transition object', async () => {
    const { start, handlers } = fakeTransitions(
      new DOMException('Transition was skipped', 'AbortError'),
    );
    const undo = handleSkippedViewTransitions();
    const update = vi.fn();
    // Dropped, as react-router does: only the guard's handler stands between `ready` and an
    // unhandled rejection. It must be attached, and must settle without an error.
    doc.startViewTransition!(update);
    expect(handlers).toHaveLength(1);
    await expect(handlers[0]).resolves.toBeUndefined();
    expect(update).toHaveBeenCalledOnce();
    expect(start).toHaveBeenCalledOnce();
    undo();
    expect(doc.startViewTransition).toBe(start);
  });

  it('leaves any other rejection of ready visible', async () => {
    const { handlers } = fakeTransitions(new TypeError('not a skip'));
    const undo = handleSkippedViewTransitions();
    doc.startViewTransition!(() => {});
    expect(handlers).toHaveLength(1);
    await expect(handlers[0]).rejects.toThrow('not a skip');
    undo();
  });

  it('stays installed until every caller has undone it, and does nothing without the API', () => {
    const { start } = fakeTransitions(new DOMException('Transition was skipped', 'AbortError'));
    const first = handleSkippedViewTransitions();
    const second = handleSkippedViewTransitions();
    first();
    first();
    expect(doc.startViewTransition).not.toBe(start);
    second();
    expect(doc.startViewTransition).toBe(start);
    delete doc.startViewTransition;
    expect(() => handleSkippedViewTransitions()()).not.toThrow();
  });
});
