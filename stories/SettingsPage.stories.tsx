import type { Meta, StoryObj } from '@storybook/react-vite';
import { Keyboard } from 'lucide-react';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
  Button,
  Field,
  Heading,
  Inline,
  Menu,
  MenuCheckboxItem,
  MenuContent,
  MenuItem,
  MenuSeparator,
  MenuTrigger,
  IconButton,
  Popover,
  PopoverClose,
  PopoverContent,
  PopoverDescription,
  PopoverTitle,
  PopoverTrigger,
  Stack,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  Text,
  ToastProvider,
  Tooltip,
  useToast,
} from '../src';
import { DemoInput, expectGone } from './support/overlay';

/**
 * A settings screen composed only from the barrel: tabs, a menu, a tooltip, a popover, a confirm
 * dialog and toasts.
 */
function SettingsPage() {
  const toast = useToast();
  const [name, setName] = useState('Ada Lovelace');
  const [compact, setCompact] = useState(false);
  return (
    <Stack as="main" gap="4" style={{ maxInlineSize: '40rem' }}>
      <Inline justify="between">
        <Heading level={1} size="xl">
          Settings
        </Heading>
        <Inline gap="2">
          <Tooltip content="Press ? anywhere to see them">
            <IconButton aria-label="Keyboard shortcuts" icon={<Keyboard />} />
          </Tooltip>
          <Menu>
            <MenuTrigger>More</MenuTrigger>
            <MenuContent align="end">
              <MenuItem onClick={() => toast({ title: 'Export started', tone: 'info' })}>
                Export my data
              </MenuItem>
              <MenuCheckboxItem checked={compact} onCheckedChange={setCompact}>
                Compact layout
              </MenuCheckboxItem>
              <MenuSeparator />
              <MenuItem onClick={() => toast('Signed out on other devices')}>
                Sign out everywhere
              </MenuItem>
            </MenuContent>
          </Menu>
        </Inline>
      </Inline>
      <Tabs defaultValue="profile">
        <TabList aria-label="Settings sections">
          <Tab value="profile">Profile</Tab>
          <Tab value="notifications">Notifications</Tab>
          <Tab value="danger">Danger zone</Tab>
        </TabList>
        <TabPanel value="profile">
          <form
            onSubmit={(event) => {
              event.preventDefault();
              toast({ title: 'Settings saved', description: `Hello, ${name}.`, tone: 'success' });
            }}
          >
            <Stack gap="3" align="start">
              <Field label="Display name">
                <DemoInput value={name} onChange={(e) => setName(e.target.value)} />
              </Field>
              <Button type="submit" variant="primary">
                Save changes
              </Button>
            </Stack>
          </form>
        </TabPanel>
        <TabPanel value="notifications">
          <Stack gap="3" align="start">
            <Text>Email me when a task I follow changes.</Text>
            <Popover>
              <PopoverTrigger>Quiet hours</PopoverTrigger>
              <PopoverContent side="bottom" align="start" showArrow>
                <PopoverTitle>Quiet hours</PopoverTitle>
                <PopoverDescription>No emails between these times.</PopoverDescription>
                <Field label="From">
                  <DemoInput defaultValue="22:00" />
                </Field>
                <Inline justify="end">
                  <PopoverClose size="sm">Done</PopoverClose>
                </Inline>
              </PopoverContent>
            </Popover>
          </Stack>
        </TabPanel>
        <TabPanel value="danger">
          <Stack gap="3" align="start">
            <Text>Deleting your account removes your boards for everyone.</Text>
            <AlertDialog destructive>
              <AlertDialogTrigger variant="danger">Delete account</AlertDialogTrigger>
              <AlertDialogContent>
                <AlertDialogTitle>Delete your account?</AlertDialogTitle>
                <AlertDialogDescription>
                  Your 3 boards and 41 tasks are deleted after 30 days.
                </AlertDialogDescription>
                <AlertDialogFooter>
                  <AlertDialogCancel>Keep account</AlertDialogCancel>
                  <AlertDialogAction
                    onClick={() =>
                      toast({
                        title: 'Account scheduled for deletion',
                        action: { label: 'Undo', onClick: () => toast('Deletion cancelled') },
                      })
                    }
                  >
                    Delete account
                  </AlertDialogAction>
                </AlertDialogFooter>
              </AlertDialogContent>
            </AlertDialog>
          </Stack>
        </TabPanel>
      </Tabs>
    </Stack>
  );
}

const meta = {
  title: 'Examples/Settings page',
  component: SettingsPage,
  parameters: { layout: 'padded' },
  decorators: [(Story) => <ToastProvider>{Story()}</ToastProvider>],
} satisfies Meta<typeof SettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** Tab until `target` has focus (at most `max` presses): the keyboard is the only input. */
async function tabTo(target: HTMLElement, { shift = false, max = 6 } = {}) {
  for (let i = 0; i < max && document.activeElement !== target; i++) {
    await userEvent.tab({ shift });
  }
  await expect(target).toHaveFocus();
}

/** The whole screen walked by keyboard alone: menu, tabs, a form with a toast, a confirmation. */
export const KeyboardWalkthrough: Story = {
  play: async ({ canvas }) => {
    // The menu: open with Enter, move with arrows, choose with Enter; focus returns to its trigger.
    const more = canvas.getByRole('button', { name: 'More' });
    await tabTo(more);
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(body.getByRole('menuitem', { name: 'Export my data' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    const compact = body.getByRole('menuitemcheckbox', { name: 'Compact layout' });
    await waitFor(() => expect(compact).toHaveFocus());
    await userEvent.keyboard(' ');
    await expect(compact).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{Home}{Enter}');
    await expectGone(() => body.queryByRole('menu'));
    await expect(more).toHaveFocus();
    await expect(await body.findByRole('dialog', { name: 'Export started' })).toBeInTheDocument();

    // The tabs: Tab reaches the selected tab, arrows switch sections.
    const profile = canvas.getByRole('tab', { name: 'Profile' });
    await tabTo(profile);
    await expect(profile).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    const danger = canvas.getByRole('tab', { name: 'Danger zone' });
    await waitFor(() => expect(danger).toHaveAttribute('aria-selected', 'true'));

    // The confirmation: focus starts on the safe choice, Tab then Enter confirms, a toast offers Undo.
    const del = canvas.getByRole('button', { name: 'Delete account' });
    await tabTo(del);
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('alertdialog', { name: 'Delete your account?' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Keep account' })).toHaveFocus(),
    );
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Delete account' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expectGone(() => body.queryByRole('alertdialog'));
    await expect(del).toHaveFocus();
    await expect(
      await body.findByRole('dialog', { name: 'Account scheduled for deletion' }),
    ).toBeInTheDocument();

    // Back to the profile form: save with Enter, a polite success toast confirms it.
    await tabTo(danger, { shift: true });
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(profile).toHaveAttribute('aria-selected', 'true'));
    const nameField = canvas.getByRole('textbox', { name: 'Display name' });
    await tabTo(nameField);
    await userEvent.clear(nameField);
    await userEvent.keyboard('Grace');
    await userEvent.keyboard('{Enter}');
    const saved = await body.findByRole('dialog', { name: 'Settings saved' });
    await expect(saved).toHaveAccessibleDescription('Hello, Grace.');
    await expect(body.getByRole('region', { name: 'Notifications' })).toContainElement(saved);
  },
};

/** The header's tooltip on hover, and the quiet-hours popover by pointer and keyboard. */
export const TooltipAndPopover: Story = {
  play: async ({ canvas }) => {
    const shortcuts = canvas.getByRole('button', { name: 'Keyboard shortcuts' });
    await expect(shortcuts).toHaveAccessibleDescription('Press ? anywhere to see them');
    await userEvent.hover(shortcuts);
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Press ? anywhere');
    await userEvent.unhover(shortcuts);
    await expectGone(() => body.queryByRole('tooltip'));

    await userEvent.click(canvas.getByRole('tab', { name: 'Notifications' }));
    const quiet = await canvas.findByRole('button', { name: 'Quiet hours' });
    await userEvent.click(quiet);
    const popover = await body.findByRole('dialog', { name: 'Quiet hours' });
    await waitFor(() =>
      expect(within(popover).getByRole('textbox', { name: 'From' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await expectGone(() => body.queryByRole('dialog', { name: 'Quiet hours' }));
    await expect(quiet).toHaveFocus();
  },
};
