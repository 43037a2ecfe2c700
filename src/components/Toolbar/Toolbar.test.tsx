import { render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { describeConformance, rightToLeft } from '../../test';
import { Menu, MenuContent, MenuItem, MenuTrigger } from '../Menu';
import { ToggleGroup, ToggleGroupItem } from '../ToggleGroup';
import {
  Toolbar,
  ToolbarButton,
  ToolbarGroup,
  ToolbarIconButton,
  ToolbarItem,
  ToolbarSeparator,
  type ToolbarProps,
} from '.';

describeConformance('Toolbar', Toolbar, {
  props: { 'aria-label': 'Formatting', children: <ToolbarButton>Bold</ToolbarButton> },
  element: 'div',
  slot: 'toolbar',
});

function Example(props: Partial<ToolbarProps> & { onCopy?: () => void }) {
  const { onCopy, ...rest } = props;
  return (
    <>
      <button type="button">Before</button>
      <Toolbar aria-label="Text formatting" {...rest}>
        <ToolbarGroup aria-label="Clipboard">
          <ToolbarButton onClick={onCopy}>Copy</ToolbarButton>
          <ToolbarButton disabled>Paste</ToolbarButton>
        </ToolbarGroup>
        <ToolbarSeparator />
        <ToolbarIconButton aria-label="Bold" icon={<svg />} />
        <ToolbarButton>Share</ToolbarButton>
      </Toolbar>
      <button type="button">After</button>
    </>
  );
}

/** A toolbar with a button and a menu trigger wrapped in ToolbarItem. */
function FormatToolbar({ insertDisabled = false }: { insertDisabled?: boolean }) {
  return (
    <Toolbar aria-label="Format">
      <ToolbarButton>Bold</ToolbarButton>
      <Menu>
        <ToolbarItem disabled={insertDisabled}>
          <MenuTrigger>Insert</MenuTrigger>
        </ToolbarItem>
        <MenuContent>
          <MenuItem>Image</MenuItem>
        </MenuContent>
      </Menu>
    </Toolbar>
  );
}

describe('Toolbar', () => {
  it('is a named toolbar with one Tab stop', async () => {
    const user = userEvent.setup();
    render(<Example />);
    const toolbar = screen.getByRole('toolbar', { name: 'Text formatting' });
    expect(toolbar).toHaveAttribute('aria-orientation', 'horizontal');
    expect(screen.getByRole('group', { name: 'Clipboard' })).toBeInTheDocument();
    expect(screen.getByRole('separator')).toHaveAttribute('aria-orientation', 'vertical');
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Copy' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('writes tabindex 0 on one item, the first until another is focused', async () => {
    const user = userEvent.setup();
    render(<Example />);
    const toolbar = screen.getByRole('toolbar');
    const stops = () =>
      [...toolbar.querySelectorAll('button')]
        .filter((button) => button.getAttribute('tabindex') === '0')
        .map((button) => button.textContent || button.getAttribute('aria-label'));
    expect(stops()).toEqual(['Copy']);
    expect(toolbar.querySelectorAll('[tabindex="-1"]')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    expect(stops()).toEqual(['Bold']);
    await user.keyboard('{ArrowLeft}');
    expect(stops()).toEqual(['Paste']);
  });

  it('keeps a Tab stop when an item removes itself through its own state', async () => {
    // The toolbar does not render again here: only the item's own component does.
    function Dismissible() {
      const [shown, setShown] = useState(true);
      return shown ? <ToolbarButton onClick={() => setShown(false)}>Dismiss</ToolbarButton> : null;
    }
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Before</button>
        <Toolbar aria-label="Notice">
          <Dismissible />
          <ToolbarButton>Details</ToolbarButton>
        </Toolbar>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Dismiss' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
    const details = screen.getByRole('button', { name: 'Details' });
    await waitFor(() => expect(details).toHaveAttribute('tabindex', '0'));
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(details).toHaveFocus();
  });

  it('moves with ArrowRight/ArrowLeft, wraps, and jumps with Home/End', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    await user.keyboard('{ArrowRight}');
    // A disabled item stays reachable, so it can be discovered.
    const paste = screen.getByRole('button', { name: 'Paste' });
    expect(paste).toHaveFocus();
    expect(paste).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Share' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Copy' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'Share' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('button', { name: 'Copy' })).toHaveFocus();
    // Focus is remembered: Tab out and back lands on the last focused item.
    await user.keyboard('{ArrowRight}{ArrowRight}');
    await user.tab();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveFocus();
  });

  it('does not wrap when loop is off', async () => {
    const user = userEvent.setup();
    render(<Example loop={false} />);
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'Copy' })).toHaveFocus();
  });

  it('uses ArrowDown/ArrowUp when vertical', async () => {
    const user = userEvent.setup();
    render(<Example orientation="vertical" />);
    expect(screen.getByRole('toolbar')).toHaveAttribute('aria-orientation', 'vertical');
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('button', { name: 'Paste' })).toHaveFocus();
  });

  it.each(rightToLeft)(
    'reverses Left and Right in right-to-left text set by %s',
    async (_, wrap) => {
      const user = userEvent.setup();
      render(wrap(<Example />));
      await user.click(screen.getByRole('button', { name: 'Before' }));
      await user.tab();
      await user.keyboard('{ArrowLeft}');
      expect(screen.getByRole('button', { name: 'Paste' })).toHaveFocus();
      await user.keyboard('{ArrowRight}');
      expect(screen.getByRole('button', { name: 'Copy' })).toHaveFocus();
    },
  );

  it('runs a button’s action, but not a disabled one’s', async () => {
    const user = userEvent.setup();
    const onCopy = vi.fn();
    const onPaste = vi.fn();
    render(
      <Toolbar aria-label="Edit">
        <ToolbarButton onClick={onCopy}>Copy</ToolbarButton>
        <ToolbarButton disabled onClick={onPaste}>
          Paste
        </ToolbarButton>
      </Toolbar>,
    );
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    await user.keyboard('{ArrowRight}{Enter}');
    await user.click(screen.getByRole('button', { name: 'Paste' }));
    expect(onCopy).toHaveBeenCalledTimes(1);
    expect(onPaste).not.toHaveBeenCalled();
  });

  it('takes a ToggleGroup’s items into its own arrow-key order', async () => {
    const user = userEvent.setup();
    render(
      <Toolbar aria-label="Format">
        <ToolbarButton>Undo</ToolbarButton>
        <ToggleGroup aria-label="Style" multiple>
          <ToggleGroupItem value="b">Bold</ToggleGroupItem>
          <ToggleGroupItem value="i">Italic</ToggleGroupItem>
        </ToggleGroup>
        <ToolbarButton>Redo</ToolbarButton>
      </Toolbar>,
    );
    await user.tab();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Italic' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Italic' })).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Redo' })).toHaveFocus();
    // The group's items share the toolbar's one Tab stop: Tab leaves, Shift+Tab comes back.
    await user.keyboard('{ArrowLeft}');
    await user.tab();
    expect(document.body).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Italic' })).toHaveFocus();
  });

  it('keeps a disabled toolbar’s toggle items reachable but unpressable', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <Toolbar aria-label="Format" disabled>
        <ToolbarButton>Undo</ToolbarButton>
        <ToggleGroup aria-label="Style" multiple onValueChange={onValueChange}>
          <ToggleGroupItem value="b">Bold</ToggleGroupItem>
        </ToggleGroup>
      </Toolbar>,
    );
    await user.tab();
    await user.keyboard('{ArrowRight}');
    const bold = screen.getByRole('button', { name: 'Bold' });
    expect(bold).toHaveFocus();
    expect(bold).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard(' ');
    await user.click(bold);
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('makes a menu trigger wrapped in ToolbarItem one of its items', async () => {
    const user = userEvent.setup();
    render(<FormatToolbar />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    const insert = screen.getByRole('button', { name: 'Insert' });
    expect(insert).toHaveFocus();
    expect(insert).toHaveAttribute('aria-haspopup', 'menu');
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(screen.getByRole('menuitem', { name: 'Image' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(insert).toHaveFocus());
    await user.keyboard('{Home}');
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveFocus();
  });

  it('keeps a disabled ToolbarItem focusable but inert', async () => {
    const user = userEvent.setup();
    render(<FormatToolbar insertDisabled />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    const insert = screen.getByRole('button', { name: 'Insert' });
    expect(insert).toHaveFocus();
    expect(insert).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    await user.click(insert);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(insert).toHaveFocus();
  });

  it('throws a clear error when a part is used outside Toolbar', () => {
    expect(() => render(<ToolbarButton>Alone</ToolbarButton>)).toThrow(
      '<ToolbarButton> must be used inside <Toolbar>',
    );
  });
});
