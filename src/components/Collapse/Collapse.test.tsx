import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeConformance } from '../../test';
import { ThemeProvider } from '../ThemeProvider';
import { Collapse } from './Collapse';

describeConformance('Collapse', Collapse, {
  props: { open: true, children: 'x' },
  element: 'div',
  slot: 'collapse',
});

// jsdom applies no stylesheets, so each test gives the element a transition inline: a long one, so
// the fallback timer that ends a transition whose transitionend never comes cannot race the test.
const slow = { transitionProperty: 'height', transitionDuration: '5s' };

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
    // Let the effect that listens for the transition's end run before the event (see Presence's test).
    await act(async () => {});
    fireEvent.transitionEnd(c);
    expect(c).toHaveAttribute('data-state', 'closed');
    expect(c).not.toBeVisible();
  });

  it('renders nothing while closed unless kept mounted', () => {
    render(
      <Collapse open={false} style={slow} data-testid="c">
        Details
      </Collapse>,
    );
    expect(screen.queryByTestId('c')).not.toBeInTheDocument();
  });

  it('opens with the content height as the height to animate to', async () => {
    const { rerender } = render(
      <Collapse open={false} style={slow} data-testid="c">
        Details
      </Collapse>,
    );
    rerender(
      <Collapse open style={slow} data-testid="c">
        Details
      </Collapse>,
    );
    const c = screen.getByTestId('c');
    expect(c).toHaveAttribute('data-state', 'entering');
    expect(c.style.getPropertyValue('--collapse-height')).toMatch(/^\d+px$/);
    expect(c).toHaveTextContent('Details');
    await waitFor(() => expect(c).not.toHaveAttribute('data-starting-style'));
    await act(async () => {});
    fireEvent.transitionEnd(c);
    expect(c).toHaveAttribute('data-state', 'entered');
  });

  it('closes at once under reduced motion', () => {
    const { rerender } = render(
      <ThemeProvider motion="reduce">
        <Collapse open style={slow} data-testid="c">
          Details
        </Collapse>
      </ThemeProvider>,
    );
    rerender(
      <ThemeProvider motion="reduce">
        <Collapse open={false} style={slow} data-testid="c">
          Details
        </Collapse>
      </ThemeProvider>,
    );
    expect(screen.queryByTestId('c')).not.toBeInTheDocument();
  });
});
