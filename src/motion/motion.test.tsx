import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnimatedList } from '../components/AnimatedList';
import { Collapse } from '../components/Collapse';
import { Presence } from '../components/Presence';
import { StateTransition } from '../components/StateTransition';
import { ThemeProvider, type MotionPreference } from '../components/ThemeProvider';
import { describeConformance } from '../test';
import { useReducedMotion } from './useReducedMotion';
import { handleSkippedViewTransitions, startViewTransition } from './viewTransition';
import { motionDuration } from './waitForMotion';

describeConformance('Presence', Presence, {
  props: { present: true, children: 'x' },
  element: 'div',
  slot: 'presence',
});
describeConformance('Collapse', Collapse, {
  props: { open: true, children: 'x' },
  element: 'div',
  slot: 'collapse',
});
describeConformance('StateTransition', StateTransition, {
  props: { value: 'open', children: 'x' },
  element: 'span',
  slot: 'state-transition',
});
describeConformance('AnimatedList', AnimatedList<string>, {
  props: { items: ['a'], getKey: (s: string) => s, children: (s: string) => s },
  element: 'ul',
  slot: 'animated-list',
});

// jsdom applies no stylesheets, so each test gives its element a transition inline.
const slow = { transitionProperty: 'opacity', transitionDuration: '200ms' };

function Toggle({
  motion = 'full',
  initial = true,
}: {
  motion?: MotionPreference;
  initial?: boolean;
}) {
  const [present, setPresent] = useState(initial);
  return (
    <ThemeProvider motion={motion}>
      <button type="button" onClick={() => setPresent((p) => !p)}>
        Toggle
      </button>
      <Presence present={present} style={slow} data-testid="panel">
        Panel
      </Presence>
    </ThemeProvider>
  );
}

afterEach(() => vi.useRealTimers());

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

describe('Presence', () => {
  it('keeps the element mounted, marked exiting, until its exit transition ends', async () => {
    render(<Toggle />);
    expect(screen.getByTestId('panel')).toHaveAttribute('data-state', 'entered');
    fireEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    const panel = screen.getByTestId('panel');
    expect(panel).toHaveAttribute('data-state', 'exiting');
    await waitFor(() => expect(panel).toHaveAttribute('data-ending-style'));
    fireEvent.transitionEnd(panel);
    expect(screen.queryByTestId('panel')).not.toBeInTheDocument();
  });

  it('unmounts anyway after the computed duration when transitionend never comes', () => {
    vi.useFakeTimers();
    render(<Toggle />);
    fireEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    // One frame paints the exiting element before its ending style applies.
    act(() => vi.advanceTimersByTime(20));
    expect(screen.getByTestId('panel')).toHaveAttribute('data-ending-style');
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByTestId('panel')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(60));
    expect(screen.queryByTestId('panel')).not.toBeInTheDocument();
  });

  it('renders nothing while not present, even with appear', () => {
    render(
      <Presence present={false} style={slow} data-testid="panel" appear>
        <span>child</span>
      </Presence>,
    );
    // Not present at first: nothing rendered.
    expect(screen.queryByTestId('panel')).not.toBeInTheDocument();
  });

  it('enters with data-starting-style on its first frame, then settles as entered', async () => {
    const onExitComplete = vi.fn();
    const { rerender } = render(
      <Presence present={false} style={slow} data-testid="panel" onExitComplete={onExitComplete} />,
    );
    rerender(<Presence present style={slow} data-testid="panel" onExitComplete={onExitComplete} />);
    const panel = screen.getByTestId('panel');
    expect(panel).toHaveAttribute('data-state', 'entering');
    expect(panel).toHaveAttribute('data-starting-style');
    await waitFor(() => expect(panel).not.toHaveAttribute('data-starting-style'));
    fireEvent.transitionEnd(panel);
    expect(panel).toHaveAttribute('data-state', 'entered');
    rerender(
      <Presence present={false} style={slow} data-testid="panel" onExitComplete={onExitComplete} />,
    );
    await waitFor(() => expect(panel).toHaveAttribute('data-ending-style'));
    fireEvent.transitionEnd(panel.appendChild(document.createElement('i')), { bubbles: true });
    expect(screen.getByTestId('panel')).toBeInTheDocument();
    fireEvent.transitionEnd(panel);
    expect(onExitComplete).toHaveBeenCalledTimes(1);
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

  it('removes an exiting Presence at once: nothing to wait for', () => {
    render(<Toggle motion="reduce" />);
    fireEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(screen.queryByTestId('panel')).not.toBeInTheDocument();
  });

  it('shows an entering Presence at once, without a starting style', () => {
    render(<Toggle motion="reduce" initial={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(screen.getByTestId('panel')).toHaveAttribute('data-state', 'entered');
    expect(screen.getByTestId('panel')).not.toHaveAttribute('data-starting-style');
  });

  it('changes a StateTransition without the emphasis animation', () => {
    const { rerender } = render(
      <ThemeProvider motion="reduce">
        <StateTransition value="open">open</StateTransition>
      </ThemeProvider>,
    );
    rerender(
      <ThemeProvider motion="reduce">
        <StateTransition value="done">done</StateTransition>
      </ThemeProvider>,
    );
    const el = document.querySelector('[data-slot="state-transition"]');
    expect(el).toHaveAttribute('data-state', 'done');
    expect(el).not.toHaveAttribute('data-changing');
  });

  it('adds and removes AnimatedList items at once', () => {
    const props = { getKey: (s: string) => s, children: (s: string) => s };
    const { rerender } = render(
      <ThemeProvider motion="reduce">
        <AnimatedList items={['a', 'b']} {...props} />
      </ThemeProvider>,
    );
    rerender(
      <ThemeProvider motion="reduce">
        <AnimatedList items={['b', 'c']} {...props} />
      </ThemeProvider>,
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['b', 'c']);
    expect(screen.getByText('c')).toHaveAttribute('data-state', 'entered');
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

describe('StateTransition', () => {
  it('marks a change with data-changing until its animation ends', () => {
    const { rerender } = render(
      <ThemeProvider motion="full">
        <StateTransition value="open" style={{ animationName: 'pop', animationDuration: '300ms' }}>
          open
        </StateTransition>
      </ThemeProvider>,
    );
    const el = () => document.querySelector('[data-slot="state-transition"]')!;
    expect(el()).not.toHaveAttribute('data-changing');
    rerender(
      <ThemeProvider motion="full">
        <StateTransition value="done" style={{ animationName: 'pop', animationDuration: '300ms' }}>
          done
        </StateTransition>
      </ThemeProvider>,
    );
    expect(el()).toHaveAttribute('data-state', 'done');
    expect(el()).toHaveAttribute('data-changing');
    fireEvent.animationEnd(el());
    expect(el()).not.toHaveAttribute('data-changing');
  });
});

describe('AnimatedList', () => {
  const props = { getKey: (s: string) => s, children: (s: string) => s };

  it('fades new items in and keeps removed ones, hidden from assistive technology, until they faded out', async () => {
    const { rerender } = render(<AnimatedList items={['a', 'b']} {...props} />);
    rerender(<AnimatedList items={['b', 'c']} {...props} />);
    const c = screen.getByText('c');
    expect(c).toHaveAttribute('data-starting-style');
    await waitFor(() => expect(c).toHaveAttribute('data-state', 'entered'));
    // jsdom has no transitions, so the exit ends at once; in a browser it waits for transitionend.
    await waitFor(() => expect(screen.queryByText('a')).not.toBeInTheDocument());
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['b', 'c']);
  });

  it('keeps a removed item in place while its exit plays', () => {
    const { rerender, container } = render(<AnimatedList items={['a', 'b', 'c']} {...props} />);
    // Give items a transition so the exit has something to wait for.
    const style = document.createElement('style');
    style.textContent = '[data-slot="animated-list-item"] { transition-duration: 200ms; }';
    document.head.append(style);
    try {
      rerender(<AnimatedList items={['a', 'c']} {...props} />);
      const items = container.querySelectorAll('li');
      expect([...items].map((li) => li.textContent)).toEqual(['a', 'b', 'c']);
      const b = screen.getByText('b');
      expect(b).toHaveAttribute('data-state', 'exiting');
      expect(b).toHaveAttribute('aria-hidden', 'true');
      expect(screen.getAllByRole('listitem')).toHaveLength(2);
      fireEvent.transitionEnd(b);
      expect(screen.queryByText('b')).not.toBeInTheDocument();
    } finally {
      style.remove();
    }
  });

  it('renders an empty list, emoji and right-to-left text without trouble', () => {
    const { rerender } = render(<AnimatedList items={[]} {...props} />);
    rerender(<AnimatedList items={['🚀', 'مهمة']} {...props} />);
    expect(screen.getByText('مهمة')).toBeInTheDocument();
  });
});

describe('Collapse', () => {
  it('stays mounted while closing and then unmounts, or is hidden when kept mounted', async () => {
    const { rerender } = render(
      <Collapse open style={slow} data-testid="c" keepMounted>
        Details
      </Collapse>,
    );
    rerender(
      <Collapse open={false} style={slow} data-testid="c" keepMounted>
        Details
      </Collapse>,
    );
    const c = screen.getByTestId('c');
    expect(c).toHaveAttribute('data-state', 'exiting');
    await waitFor(() => expect(c).toHaveAttribute('data-ending-style'));
    fireEvent.transitionEnd(c);
    expect(c).toHaveAttribute('data-state', 'closed');
    expect(c).not.toBeVisible();
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

  function fakeTransitions(readyError: Error) {
    const start = vi.fn((update: () => void) => {
      update();
      const ready = Promise.reject(readyError);
      return { ready, finished: Promise.resolve(), updateCallbackDone: Promise.resolve() };
    });
    doc.startViewTransition = start;
    return start;
  }

  afterEach(() => {
    delete doc.startViewTransition;
  });

  it('handles the rejection of a skipped transition for code that drops the transition object', async () => {
    const start = fakeTransitions(new DOMException('Transition was skipped', 'AbortError'));
    const undo = handleSkippedViewTransitions();
    const update = vi.fn();
    // Dropped, as react-router does; an unhandled rejection would fail the test run.
    doc.startViewTransition!(update);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(update).toHaveBeenCalledOnce();
    expect(start).toHaveBeenCalledOnce();
    undo();
    expect(doc.startViewTransition).toBe(start);
  });

  it('stays installed until every caller has undone it, and does nothing without the API', () => {
    const start = fakeTransitions(new DOMException('Transition was skipped', 'AbortError'));
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
