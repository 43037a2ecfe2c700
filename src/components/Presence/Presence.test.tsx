import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeConformance } from '../../test';
import { ThemeProvider, type MotionPreference } from '../ThemeProvider';
import { Presence } from './Presence';

describeConformance('Presence', Presence, {
  props: { present: true, children: 'x' },
  element: 'div',
  slot: 'presence',
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

describe('Presence', () => {
  it('keeps the element mounted, marked exiting, until its exit transition ends', async () => {
    render(<Toggle />);
    expect(screen.getByTestId('panel')).toHaveAttribute('data-state', 'entered');
    fireEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    const panel = screen.getByTestId('panel');
    expect(panel).toHaveAttribute('data-state', 'exiting');
    await waitFor(() => expect(panel).toHaveAttribute('data-ending-style'));
    await act(async () => {});
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
    // The attribute changes in a render started by an animation frame; the effect that listens for
    // the transition's end runs after it. Flush it, or a loaded machine fires the event too early.
    await act(async () => {});
    fireEvent.transitionEnd(panel);
    expect(panel).toHaveAttribute('data-state', 'entered');
    rerender(
      <Presence present={false} style={slow} data-testid="panel" onExitComplete={onExitComplete} />,
    );
    await waitFor(() => expect(panel).toHaveAttribute('data-ending-style'));
    await act(async () => {});
    fireEvent.transitionEnd(panel.appendChild(document.createElement('i')), { bubbles: true });
    expect(screen.getByTestId('panel')).toBeInTheDocument();
    fireEvent.transitionEnd(panel);
    expect(onExitComplete).toHaveBeenCalledTimes(1);
  });
});

describe('Presence under reduced motion', () => {
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
});
