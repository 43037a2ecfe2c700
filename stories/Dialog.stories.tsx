import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
  Field,
  Inline,
  LocaleProvider,
  Text,
  VisuallyHidden,
  type DialogSize,
} from '../src';
import ar from 'tessera/locales/ar';
import de from 'tessera/locales/de';
import {
  DemoInput,
  expectGone,
  expectSettled,
  isScrollLocked,
  watchTransitions,
} from './support/overlay';

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  args: { onOpenChange: fn() },
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger>Edit profile</DialogTrigger>
      <DialogContent>
        <DialogTitle>Edit profile</DialogTitle>
        <DialogDescription>Your name appears on tasks you are assigned.</DialogDescription>
        <Field label="Display name">
          <DemoInput defaultValue="Ada Lovelace" />
        </Field>
        <DialogFooter>
          <DialogClose>Cancel</DialogClose>
          <DialogClose variant="primary">Save</DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** Keyboard: Enter opens it, focus lands on the first field, Escape closes it and focus returns. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Edit profile' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Edit profile' });
    // Modal: everything outside is hidden from assistive technology while it is open.
    await expect(trigger.closest('[aria-hidden="true"]')).not.toBeNull();
    await expect(dialog).toHaveAccessibleDescription(
      'Your name appears on tasks you are assigned.',
    );
    await waitFor(() => expect(body.getByRole('textbox', { name: 'Display name' })).toHaveFocus());
    await expectSettled(dialog);
    await userEvent.keyboard('{Escape}');
    await expectGone(() => body.queryByRole('dialog'));
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** Tab cycles inside the dialog: from the last control ("Close") back to the first. */
export const FocusTrap: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit profile' }));
    const field = await body.findByRole('textbox', { name: 'Display name' });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.tab();
    await expect(body.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    await expect(body.getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.tab();
    await expect(body.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    // The focus guard at the end sends focus back to the start.
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.click(body.getByRole('button', { name: 'Close' }));
    await expectGone(() => body.queryByRole('dialog'));
    await expect(canvas.getByRole('button', { name: 'Edit profile' })).toHaveFocus();
  },
};

/** A click on the backdrop closes it; the page behind cannot scroll while it is open. */
export const OutsideClickAndScrollLock: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit profile' }));
    const dialog = await body.findByRole('dialog');
    await expectSettled(dialog);
    await waitFor(() => expect(isScrollLocked()).toBe(true));
    const backdrop = document.querySelector<HTMLElement>('[data-slot="dialog-backdrop"]')!;
    await userEvent.click(backdrop);
    await expectGone(() => body.queryByRole('dialog'));
    await waitFor(() => expect(isScrollLocked()).toBe(false));
  },
};

/** `dismissible={false}`: Escape and outside clicks do nothing; only the buttons close it. */
export const NotDismissible: Story = {
  args: { dismissible: false },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit profile' }));
    const dialog = await body.findByRole('dialog');
    await expectSettled(dialog);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(document.querySelector<HTMLElement>('[data-slot="dialog-backdrop"]')!);
    await expect(dialog).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Cancel' }));
    await expectGone(() => body.queryByRole('dialog'));
  },
};

/** Focus can start elsewhere: here on the primary action rather than the first field. */
export const InitialFocus: Story = {
  // The snippet is this story's own source: the generated one reads each element's `ref`, which
  // React 19 warns about ("Accessing element.ref was removed").
  parameters: { docs: { source: { type: 'code' } } },
  render: function Render(args) {
    const confirm = useRef<HTMLButtonElement>(null);
    return (
      <Dialog {...args}>
        <DialogTrigger>Share</DialogTrigger>
        <DialogContent initialFocus={confirm} size="sm">
          <DialogTitle>Share the board</DialogTitle>
          <Field label="Message (optional)">
            <DemoInput />
          </Field>
          <DialogFooter>
            <DialogClose>Cancel</DialogClose>
            <DialogClose ref={confirm} variant="primary">
              Share
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    const dialog = await body.findByRole('dialog', { name: 'Share the board' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Share' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await expectGone(() => body.queryByRole('dialog'));
  },
};

/** A dialog can open another; Escape closes only the top one, and focus goes back inside the first. */
export const Stacked: Story = {
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger>Settings</DialogTrigger>
      <DialogContent>
        <DialogTitle>Settings</DialogTitle>
        <Text>General preferences.</Text>
        <Dialog>
          <DialogTrigger>Advanced…</DialogTrigger>
          <DialogContent size="sm">
            <DialogTitle>Advanced settings</DialogTitle>
            <Text>These change how sync works.</Text>
            <DialogFooter>
              <DialogClose>Back</DialogClose>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      </DialogContent>
    </Dialog>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Settings' }));
    const advancedTrigger = await body.findByRole('button', { name: 'Advanced…' });
    await waitFor(() => expect(advancedTrigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const inner = await body.findByRole('dialog', { name: 'Advanced settings' });
    await waitFor(() => expect(within(inner).getByRole('button', { name: 'Back' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expectGone(() => body.queryByRole('dialog', { name: 'Advanced settings' }));
    await expect(body.getByRole('dialog', { name: 'Settings' })).toBeVisible();
    await expect(advancedTrigger).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expectGone(() => body.queryByRole('dialog'));
    await expect(canvas.getByRole('button', { name: 'Settings' })).toHaveFocus();
  },
};

function SizeDemo({ size }: { size: DialogSize }) {
  return (
    <Dialog>
      <DialogTrigger>Open {size}</DialogTrigger>
      <DialogContent size={size}>
        <DialogTitle>Size {size}</DialogTitle>
        <Text>The dialog’s width follows its size; it never overflows a narrow screen.</Text>
      </DialogContent>
    </Dialog>
  );
}

/** Sizes sm, md, lg and full; each opens and is narrower than the next. */
export const Sizes: Story = {
  render: () => (
    <Inline gap="2">
      {(['sm', 'md', 'lg', 'full'] as const).map((size) => (
        <SizeDemo key={size} size={size} />
      ))}
    </Inline>
  ),
  play: async ({ canvas }) => {
    const widths: number[] = [];
    for (const size of ['sm', 'md', 'lg', 'full']) {
      await userEvent.click(canvas.getByRole('button', { name: `Open ${size}` }));
      const dialog = await body.findByRole('dialog', { name: `Size ${size}` });
      await expectSettled(dialog);
      await expect(dialog).toHaveAttribute('data-size', size);
      widths.push(dialog.getBoundingClientRect().width);
      await userEvent.keyboard('{Escape}');
      await expectGone(() => body.queryByRole('dialog'));
    }
    await expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
    await expect(widths[1]).toBeLessThanOrEqual(widths[2]!);
    await expect(widths[2]).toBeLessThanOrEqual(widths[3]!);
  },
};

/** Long content scrolls inside the dialog, which stays within the viewport. */
export const LongContent: Story = {
  args: { defaultOpen: false },
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger>Terms</DialogTrigger>
      <DialogContent>
        <DialogTitle>
          Terms of service — a deliberately long title that wraps over lines
        </DialogTitle>
        {Array.from({ length: 30 }, (_, i) => (
          <Text key={i}>
            Clause {i + 1}. The service is provided as is. 🌍 نص عربي قصير. Long words like
            Donaudampfschifffahrtsgesellschaftskapitän wrap too.
          </Text>
        ))}
        <DialogFooter>
          <DialogClose variant="primary">Accept</DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Terms' }));
    const dialog = await body.findByRole('dialog');
    await expectSettled(dialog);
    await expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(dialog.scrollHeight).toBeGreaterThan(dialog.clientHeight);
    await userEvent.keyboard('{Escape}');
    await expectGone(() => body.queryByRole('dialog'));
  },
};

/** Controlled: the parent owns `open`, here opened from an ordinary button. */
export const Controlled: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <Inline gap="2" align="center">
        <Button onClick={() => setOpen(true)}>Open from outside</Button>
        <Text role="status">{open ? 'Open' : 'Closed'}</Text>
        <Dialog
          {...args}
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            args.onOpenChange?.(next);
          }}
        >
          <DialogContent size="sm">
            <DialogTitle>Controlled dialog</DialogTitle>
            <DialogFooter>
              <DialogClose>Done</DialogClose>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      </Inline>
    );
  },
  play: async ({ canvas }) => {
    const opener = canvas.getByRole('button', { name: 'Open from outside' });
    await userEvent.click(opener);
    const dialog = await body.findByRole('dialog', { name: 'Controlled dialog' });
    await expect(canvas.getByText('Open')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Done' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expectGone(() => body.queryByRole('dialog'));
    await expect(canvas.getByRole('status')).toHaveTextContent('Closed');
    await expect(opener).toHaveFocus();
  },
};

/** It animates out: for a moment after Escape it is still there, marked `data-ending-style`. */
export const AnimatesOut: Story = {
  globals: { motion: 'full' },
  play: async ({ canvas }) => {
    const motion = watchTransitions();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit profile' }));
    const dialog = await body.findByRole('dialog');
    await motion.entered(dialog);
    await userEvent.keyboard('{Escape}');
    await motion.exited(dialog, () => body.queryByRole('dialog'));
  },
};

/** Under reduced motion it appears and disappears at once: no transition, no travel. */
export const ReducedMotion: Story = {
  globals: { motion: 'reduce' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveAttribute('data-motion', 'reduce');
    const motion = watchTransitions();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit profile' }));
    const dialog = await body.findByRole('dialog');
    await expectSettled(dialog);
    const style = getComputedStyle(dialog);
    await expect(style.transitionDuration.split(', ').every((d) => d === '0s')).toBe(true);
    await userEvent.keyboard('{Escape}');
    await motion.instant(dialog, () => body.queryByRole('dialog'));
  },
};

/** A dialog with no visible heading still needs a title: hide it visually, keep it for screen readers. */
export const VisuallyHiddenTitle: Story = {
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger>Preview</DialogTrigger>
      <DialogContent size="sm">
        <VisuallyHidden>
          <DialogTitle>Image preview</DialogTitle>
        </VisuallyHidden>
        <Text>🖼️ A picture would be here.</Text>
      </DialogContent>
    </Dialog>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Preview' }));
    await expectSettled(await body.findByRole('dialog', { name: 'Image preview' }));
    await userEvent.keyboard('{Escape}');
    await expectGone(() => body.queryByRole('dialog'));
  },
};

/** Forgetting the title is reported in development, naming the fix. */
export const MissingTitleWarns: Story = {
  parameters: {
    expectedConsole: [{ level: 'warn', pattern: /DialogContent: no <DialogTitle>/ }],
    // The deliberate mistake is also an axe violation (aria-dialog-name); that is the point.
    a11y: { test: 'off' },
  },
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger>Open</DialogTrigger>
      <DialogContent size="sm">
        <Text>No title here.</Text>
      </DialogContent>
    </Dialog>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    await body.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expectGone(() => body.queryByRole('dialog'));
  },
};

/** A dialog's own words in one language; the close button's name comes from the catalogue. */
interface DialogCopy {
  title: string;
  description: string;
  field: string;
  value: string;
  cancel: string;
  save: string;
}

function OpenDialog({ copy }: { copy: DialogCopy }) {
  return (
    <Dialog defaultOpen>
      <DialogContent>
        <DialogTitle>{copy.title}</DialogTitle>
        <DialogDescription>{copy.description}</DialogDescription>
        <Field label={copy.field}>
          <DemoInput defaultValue={copy.value} />
        </Field>
        <DialogFooter>
          <DialogClose>{copy.cancel}</DialogClose>
          <DialogClose variant="primary">{copy.save}</DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** Waits for the open dialog to finish entering, with focus on its field. */
async function expectOpen(name: string, field: string) {
  const dialog = await body.findByRole('dialog', { name });
  await waitFor(() => expect(body.getByRole('textbox', { name: field })).toHaveFocus());
  await expectSettled(dialog);
}

// Open from the start, so the visual test shoots the whole viewport once it has settled; kept off
// the docs page, where an open modal dialog would cover it.
const openOverlay = {
  tags: ['!autodocs'],
  parameters: { visual: { viewport: true, play: true } },
};

/** Open, in German: long words in the title, the description and the buttons. */
export const AllStatesGerman: Story = {
  ...openOverlay,
  globals: { locale: 'de-DE' },
  render: () => (
    <LocaleProvider locale="de-DE" messages={de}>
      <OpenDialog
        copy={{
          title: 'Profil bearbeiten',
          description: 'Ihr Anzeigename erscheint bei allen Aufgaben, die Ihnen zugewiesen sind.',
          field: 'Anzeigename',
          value: 'Ada Lovelace',
          cancel: 'Abbrechen',
          save: 'Änderungen speichern',
        }}
      />
    </LocaleProvider>
  ),
  play: async () => {
    await expectOpen('Profil bearbeiten', 'Anzeigename');
    await expect(body.getByRole('button', { name: 'Schließen' })).toBeVisible();
  },
};

/** Open, in Arabic: right to left, the close button at the top left. */
export const AllStatesArabic: Story = {
  ...openOverlay,
  globals: { locale: 'ar-EG' },
  render: () => (
    <LocaleProvider locale="ar-EG" messages={ar}>
      <OpenDialog
        copy={{
          title: 'تعديل الملف الشخصي',
          description: 'يظهر اسمك المعروض على كل المهام المسندة إليك.',
          field: 'الاسم المعروض',
          value: 'آدا لوفلايس',
          cancel: 'إلغاء',
          save: 'حفظ التغييرات',
        }}
      />
    </LocaleProvider>
  ),
  play: async () => {
    await expectOpen('تعديل الملف الشخصي', 'الاسم المعروض');
    await expect(body.getByRole('button', { name: 'إغلاق' })).toBeVisible();
  },
};
