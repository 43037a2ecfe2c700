import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { describeConformance, expectConsole } from '../../test';
import { ThemeProvider } from '../ThemeProvider';
import {
  Disclosure,
  DisclosurePanel,
  DisclosureTrigger,
  type DisclosurePanelProps,
  type DisclosureProps,
  type DisclosureTriggerProps,
} from './Disclosure';

function Example(props: DisclosureProps) {
  return (
    // Reduced motion: the panel opens and closes at once, so each test sees the end state.
    <ThemeProvider motion="reduce">
      <Disclosure {...props}>
        <DisclosureTrigger>Shipping details</DisclosureTrigger>
        <DisclosurePanel>Orders ship within two working days.</DisclosurePanel>
      </Disclosure>
    </ThemeProvider>
  );
}

describeConformance('Disclosure', Disclosure, { props: {}, element: 'div', slot: 'disclosure' });
describeConformance(
  'DisclosureTrigger',
  (props: DisclosureTriggerProps) => (
    <Disclosure>
      <DisclosureTrigger {...props}>Shipping details</DisclosureTrigger>
    </Disclosure>
  ),
  { props: {}, element: 'button', slot: 'disclosure-trigger' },
);
describeConformance(
  'DisclosurePanel',
  (props: DisclosurePanelProps) => (
    <Disclosure defaultOpen>
      <DisclosurePanel {...props}>Content</DisclosurePanel>
    </Disclosure>
  ),
  { props: {}, element: 'div', slot: 'disclosure-panel' },
);

const button = () => screen.getByRole('button', { name: 'Shipping details' });
const content = () => screen.getByText('Orders ship within two working days.');

describe('Disclosure', () => {
  it('renders a collapsed button that controls the hidden panel', () => {
    render(<Example />);
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(button().getAttribute('aria-controls')!);
    expect(panel).toHaveAttribute('data-slot', 'disclosure-panel');
    expect(panel).toContainElement(content());
    expect(content()).not.toBeVisible();
  });

  it('shows and hides the panel on a click, and reports each change', async () => {
    const onOpenChange = vi.fn();
    render(<Example onOpenChange={onOpenChange} />);
    await userEvent.click(button());
    expect(button()).toHaveAttribute('aria-expanded', 'true');
    expect(content()).toBeVisible();
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(button());
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    expect(content()).not.toBeVisible();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(button()).toHaveFocus();
  });

  it.each(['{Enter}', ' '])('toggles with %s from the keyboard', async (key) => {
    render(<Example />);
    await userEvent.tab();
    expect(button()).toHaveFocus();
    await userEvent.keyboard(key);
    expect(button()).toHaveAttribute('aria-expanded', 'true');
    expect(content()).toBeVisible();
    await userEvent.keyboard(key);
    expect(button()).toHaveAttribute('aria-expanded', 'false');
  });

  it('starts open with defaultOpen', () => {
    render(<Example defaultOpen />);
    expect(button()).toHaveAttribute('aria-expanded', 'true');
    expect(content()).toBeVisible();
  });

  it('follows a controlled open and leaves the change to its owner', async () => {
    function Controlled() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <Example open={open} onOpenChange={setOpen} />
          <button type="button" onClick={() => setOpen(false)}>
            Close from outside
          </button>
        </>
      );
    }
    render(<Controlled />);
    expect(content()).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Close from outside' }));
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button());
    expect(content()).toBeVisible();
  });

  it('stays as it is when controlled without a handler, and says so in development', async () => {
    expectConsole('warn', /Disclosure: a controlled value was given without a change handler/);
    render(<Example open={false} />);
    await userEvent.click(button());
    expect(button()).toHaveAttribute('aria-expanded', 'false');
  });

  it('does nothing while disabled, and cannot be focused', async () => {
    const onOpenChange = vi.fn();
    render(<Example disabled onOpenChange={onOpenChange} />);
    expect(button()).toBeDisabled();
    await userEvent.tab();
    expect(button()).not.toHaveFocus();
    await userEvent.click(button());
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(content()).not.toBeVisible();
  });

  it("runs the trigger's own onClick first, which may prevent the toggle", async () => {
    const onOpenChange = vi.fn();
    render(
      <Disclosure onOpenChange={onOpenChange}>
        <DisclosureTrigger onClick={(event) => event.preventDefault()}>Details</DisclosureTrigger>
        <DisclosurePanel>Content</DisclosurePanel>
      </Disclosure>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Details' }));
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it("points aria-controls at the panel's own id when it has one", () => {
    render(
      <Disclosure>
        <DisclosureTrigger>Details</DisclosureTrigger>
        <DisclosurePanel id="details-panel">Content</DisclosurePanel>
      </Disclosure>,
    );
    expect(screen.getByRole('button', { name: 'Details' })).toHaveAttribute(
      'aria-controls',
      'details-panel',
    );
  });

  it('marks its parts with their state for CSS', async () => {
    render(<Example />);
    const root = button().closest('[data-slot="disclosure"]');
    expect(root).toHaveAttribute('data-state', 'closed');
    await userEvent.click(button());
    expect(root).toHaveAttribute('data-state', 'open');
    expect(button()).toHaveAttribute('data-state', 'open');
  });

  it('throws a clear error when a part is used outside a Disclosure', () => {
    expect(() => render(<DisclosureTrigger>Alone</DisclosureTrigger>)).toThrow(
      '<DisclosureTrigger> must be used inside <Disclosure>.',
    );
  });
});
