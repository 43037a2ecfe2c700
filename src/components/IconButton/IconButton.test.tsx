import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { describeConformance, expectConsole } from '../../test';
import { IconButton } from './IconButton';

describeConformance('IconButton', IconButton, {
  props: { 'aria-label': 'Close', icon: <svg /> },
  element: 'button',
  slot: 'icon-button',
});

describe('IconButton', () => {
  it('is named by aria-label, with the icon hidden from assistive technology', () => {
    render(<IconButton aria-label="Close" icon={<svg data-testid="icon" />} />);
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
  });

  it('can be named by another element through aria-labelledby', () => {
    render(
      <>
        <span id="lbl">Close dialog</span>
        <IconButton aria-labelledby="lbl" icon={<svg />} />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Close dialog' })).toBeInTheDocument();
  });

  it('activates by click and keyboard', async () => {
    const onClick = vi.fn();
    render(<IconButton aria-label="Close" icon={<svg />} onClick={onClick} />);
    await userEvent.click(screen.getByRole('button'));
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('warns in development, naming the fix, when given no accessible name', () => {
    expectConsole('warn', /IconButton: no accessible name\. Add aria-label/);
    // @ts-expect-error: the type requires aria-label or aria-labelledby; this checks the runtime guard.
    render(<IconButton icon={<svg />} />);
    expect(screen.getByRole('button')).toBeInTheDocument();
  });
});
