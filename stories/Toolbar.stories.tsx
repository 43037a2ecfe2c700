import type { Meta, StoryObj } from '@storybook/react-vite';
import { AlignCenter, AlignLeft, AlignRight, Bold, Italic, Redo2, Undo2 } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  Menu,
  MenuContent,
  MenuItem,
  MenuTrigger,
  Stack,
  ToggleGroup,
  ToggleGroupItem,
  Toolbar,
  ToolbarButton,
  ToolbarGroup,
  ToolbarIconButton,
  ToolbarItem,
  ToolbarSeparator,
} from '../src';
import { expectGone } from './support/overlay';

const onUndo = fn();

const meta = {
  title: 'Navigation/Toolbar',
  component: Toolbar,
  args: { 'aria-label': 'Text formatting' },
  beforeEach: () => {
    onUndo.mockClear();
  },
  render: (args) => (
    <Toolbar {...args}>
      <ToolbarGroup aria-label="History">
        <ToolbarIconButton aria-label="Undo" icon={<Undo2 />} onClick={onUndo} />
        <ToolbarIconButton aria-label="Redo" icon={<Redo2 />} disabled />
      </ToolbarGroup>
      <ToolbarSeparator />
      <ToggleGroup aria-label="Style" multiple size="sm">
        <ToggleGroupItem value="bold" aria-label="Bold">
          <Bold aria-hidden="true" />
        </ToggleGroupItem>
        <ToggleGroupItem value="italic" aria-label="Italic">
          <Italic aria-hidden="true" />
        </ToggleGroupItem>
      </ToggleGroup>
      <ToolbarSeparator />
      <ToggleGroup aria-label="Alignment" defaultValue={['start']} size="sm">
        <ToggleGroupItem value="start" aria-label="Align start">
          <AlignLeft aria-hidden="true" />
        </ToggleGroupItem>
        <ToggleGroupItem value="center" aria-label="Align center">
          <AlignCenter aria-hidden="true" />
        </ToggleGroupItem>
        <ToggleGroupItem value="end" aria-label="Align end">
          <AlignRight aria-hidden="true" />
        </ToggleGroupItem>
      </ToggleGroup>
      <ToolbarSeparator />
      <ToolbarButton>Share</ToolbarButton>
    </Toolbar>
  ),
} satisfies Meta<typeof Toolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Waits until `item` is the toolbar's one Tab stop (the toolbar writes its items' tabindex after it
 * mounts), so that pressing Tab lands where a user's would.
 */
async function expectTabStop(item: HTMLElement) {
  await waitFor(() => expect(item).toHaveAttribute('tabindex', '0'));
}

/**
 * APG toolbar by keyboard: Tab enters on the first item, arrows move (a disabled item is still
 * reachable), Home/End jump, arrows wrap, Tab leaves and comes back to the last focused item.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    const toolbar = canvas.getByRole('toolbar', { name: 'Text formatting' });
    const undo = canvas.getByRole('button', { name: 'Undo' });
    await expectTabStop(undo);
    await userEvent.tab();
    await expect(undo).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const redo = canvas.getByRole('button', { name: 'Redo' });
    await expect(redo).toHaveFocus();
    await expect(redo).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Bold' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('button', { name: 'Bold' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('button', { name: 'Share' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(undo).toHaveFocus();
    await userEvent.keyboard('{Home}{Enter}');
    await expect(onUndo).toHaveBeenCalledTimes(1);
    // Only one item is in the Tab order.
    await expect(
      Array.from(toolbar.querySelectorAll('button')).filter((b) => b.tabIndex === 0),
    ).toHaveLength(1);
  },
};

/** Pointer: clicking an item runs it and makes it the item Tab returns to. */
export const Pointer: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Align center' }));
    await expect(canvas.getByRole('button', { name: 'Align center' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Align start' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Redo' }));
    await expect(canvas.getByRole('button', { name: 'Redo' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Vertical: Up and Down move; the separators run across. */
export const Vertical: Story = {
  args: { orientation: 'vertical' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('toolbar')).toHaveAttribute('aria-orientation', 'vertical');
    const undo = canvas.getByRole('button', { name: 'Undo' });
    await expectTabStop(undo);
    await userEvent.tab();
    await expect(undo).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('button', { name: 'Bold' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('button', { name: 'Redo' })).toHaveFocus();
  },
};

/** Right to left: the items run from the right, and ArrowLeft moves to the next one. */
export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  play: async ({ canvas }) => {
    const undo = canvas.getByRole('button', { name: 'Undo' });
    await expectTabStop(undo);
    await userEvent.tab();
    await expect(undo).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    const redo = canvas.getByRole('button', { name: 'Redo' });
    await expect(redo).toHaveFocus();
    await expect(redo.getBoundingClientRect().right).toBeLessThanOrEqual(
      undo.getBoundingClientRect().left,
    );
    await userEvent.keyboard('{ArrowRight}');
    await expect(undo).toHaveFocus();
  },
};

/** A menu button, wrapped in `ToolbarItem`, is an item like any other; Escape returns to it. */
export const WithMenu: Story = {
  render: (args) => (
    <Toolbar {...args}>
      <ToolbarButton>Bold</ToolbarButton>
      <Menu>
        <ToolbarItem>
          <MenuTrigger size="sm" variant="ghost">
            Insert
          </MenuTrigger>
        </ToolbarItem>
        <MenuContent>
          <MenuItem>Image</MenuItem>
          <MenuItem>Table</MenuItem>
        </MenuContent>
      </Menu>
    </Toolbar>
  ),
  play: async ({ canvas }) => {
    const body = within(document.body);
    const bold = canvas.getByRole('button', { name: 'Bold' });
    await expectTabStop(bold);
    await userEvent.tab();
    await expect(bold).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const insert = canvas.getByRole('button', { name: 'Insert' });
    await expect(insert).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await body.findByRole('menu')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expectGone(() => body.queryByRole('menu'));
    await expect(insert).toHaveFocus();
  },
};

export const AllStates: Story = {
  render: () => (
    <Stack gap="3" align="start">
      <Toolbar aria-label="Small">
        <ToolbarButton>Cut</ToolbarButton>
        <ToolbarButton disabled>Paste</ToolbarButton>
        <ToolbarSeparator />
        <ToolbarIconButton aria-label="Bold" icon={<Bold />} />
      </Toolbar>
      <Toolbar aria-label="Medium" size="md">
        <ToolbarButton>Cut</ToolbarButton>
        <ToolbarButton variant="primary">Publish</ToolbarButton>
      </Toolbar>
      <Toolbar aria-label="Vertical" orientation="vertical">
        <ToolbarButton>Top</ToolbarButton>
        <ToolbarSeparator />
        <ToolbarButton>Bottom</ToolbarButton>
      </Toolbar>
      <Toolbar aria-label="Disabled" disabled>
        <ToolbarButton>Cut</ToolbarButton>
        <ToolbarButton>Copy</ToolbarButton>
        <ToolbarSeparator />
        {/* A ToggleGroup's items are disabled with the toolbar, the pressed one still shown. */}
        <ToggleGroup aria-label="Style" defaultValue={['bold']} multiple size="sm">
          <ToggleGroupItem value="bold" aria-label="Bold">
            <Bold aria-hidden="true" />
          </ToggleGroupItem>
          <ToggleGroupItem value="italic" aria-label="Italic">
            <Italic aria-hidden="true" />
          </ToggleGroupItem>
        </ToggleGroup>
      </Toolbar>
    </Stack>
  ),
};
