import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeConformance, expectConsole, PortalHost } from '../../test';
import {
  Drawer,
  DrawerClose,
  DrawerContent,
  DrawerDescription,
  DrawerFooter,
  DrawerTitle,
  DrawerTrigger,
  type DrawerProps,
} from '.';

function OpenContent(props: ComponentProps<typeof DrawerContent>) {
  return (
    <PortalHost>
      {(el) => (
        <Drawer defaultOpen>
          <DrawerContent container={el} {...props}>
            <DrawerTitle>Filters</DrawerTitle>
          </DrawerContent>
        </Drawer>
      )}
    </PortalHost>
  );
}

describeConformance('DrawerContent', OpenContent, {
  props: {},
  element: 'div',
  slot: 'drawer-content',
});

function Example(props: Partial<DrawerProps>) {
  return (
    <Drawer {...props}>
      <DrawerTrigger>Filters</DrawerTrigger>
      <DrawerContent>
        <DrawerTitle>Filter tasks</DrawerTitle>
        <DrawerDescription>Narrow the list.</DrawerDescription>
        <label>
          Assignee <input />
        </label>
        <DrawerFooter>
          <DrawerClose>Done</DrawerClose>
        </DrawerFooter>
      </DrawerContent>
    </Drawer>
  );
}

describe('Drawer', () => {
  afterEach(() => document.documentElement.removeAttribute('dir'));

  it('opens as a modal dialog named by its title, with focus inside, and returns focus on close', async () => {
    render(<Example />);
    const trigger = screen.getByRole('button', { name: 'Filters' });
    await userEvent.click(trigger);
    const drawer = await screen.findByRole('dialog', { name: 'Filter tasks' });
    expect(drawer).toHaveAccessibleDescription('Narrow the list.');
    await vi.waitFor(() => expect(screen.getByRole('textbox', { name: 'Assignee' })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(trigger).toHaveFocus();
  });

  it('closes on Escape and from its "Close" button', async () => {
    const onOpenChange = vi.fn();
    render(<Example defaultOpen onOpenChange={onOpenChange} />);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('has a close button named "Close"', async () => {
    render(<Example defaultOpen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('stays open on Escape when not dismissible', async () => {
    render(<Example defaultOpen dismissible={false} />);
    const drawer = await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect(drawer).toBeInTheDocument();
  });

  it.each([
    ['start', 'ltr', 'left'],
    ['end', 'ltr', 'right'],
    ['start', 'rtl', 'right'],
    ['end', 'rtl', 'left'],
    ['top', 'rtl', 'top'],
    ['bottom', 'ltr', 'bottom'],
  ] as const)('puts side %s in %s on the %s edge', async (side, dir, edge) => {
    document.documentElement.dir = dir;
    render(<Example defaultOpen side={side} />);
    const drawer = await screen.findByRole('dialog');
    expect(drawer).toHaveAttribute('data-side', side);
    expect(drawer).toHaveAttribute('data-edge', edge);
  });

  it('flips when the document direction changes while open', async () => {
    render(<Example defaultOpen side="start" />);
    const drawer = await screen.findByRole('dialog');
    expect(drawer).toHaveAttribute('data-edge', 'left');
    await act(async () => {
      document.documentElement.dir = 'rtl';
    });
    expect(drawer).toHaveAttribute('data-edge', 'right');
  });

  it('follows a controlled open state: a close is asked for, and happens when the owner agrees', async () => {
    const onOpenChange = vi.fn();
    const { rerender } = render(<Example open onOpenChange={onOpenChange} />);
    const drawer = await screen.findByRole('dialog', { name: 'Filter tasks' });
    expect(screen.getByRole('button', { name: 'Filters', hidden: true })).toHaveAttribute(
      'data-state',
      'open',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(drawer).toBeInTheDocument();
    rerender(<Example open={false} onOpenChange={onOpenChange} />);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveAttribute('data-state', 'closed');
  });

  it('warns in development when open is given without onOpenChange', async () => {
    expectConsole('warn', /Drawer: a controlled value was given without a change handler/);
    render(<Example open />);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('throws a clear error naming the part when one is used outside Drawer', () => {
    expect(() => render(<DrawerTrigger>Filters</DrawerTrigger>)).toThrow(
      '<DrawerTrigger> must be used inside <Drawer>',
    );
    expect(() => render(<DrawerTitle>Alone</DrawerTitle>)).toThrow(
      '<DrawerTitle> must be used inside <Drawer>',
    );
  });
});
