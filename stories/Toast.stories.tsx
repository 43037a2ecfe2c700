import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  Button,
  Inline,
  LocaleProvider,
  ToastProvider,
  toast,
  useToast,
  type Messages,
  type ToastOptions,
} from '../src';
import ar from 'tessera/locales/ar';
import de from 'tessera/locales/de';
import { expectGone, expectSettled, watchTransitions } from './support/overlay';
import { simulatedLatency } from './support/latency';

const meta = {
  title: 'Feedback/Toast',
  component: ToastProvider,
  args: { limit: 3, timeout: 5000 },
  render: (args) => (
    <ToastProvider {...args}>
      <Inline>
        <Button onClick={() => toast({ title: 'Task saved', description: 'It is on your board.' })}>
          Save
        </Button>
      </Inline>
    </ToastProvider>
  ),
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const region = () => body.getByRole('region', { name: 'Notifications' });

/** A polite toast in the Notifications landmark; it closes from its dismiss button. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const item = await body.findByRole('dialog', { name: 'Task saved' });
    await expect(region()).toHaveAttribute('aria-live', 'polite');
    await expect(item).toHaveAccessibleDescription('It is on your board.');
    await userEvent.hover(item);
    await userEvent.click(await body.findByRole('button', { name: 'Dismiss notification' }));
    await expectGone(() => body.queryByRole('dialog', { name: 'Task saved' }));
  },
};

function ToneButtons() {
  const show = useToast();
  return (
    <Inline>
      <Button onClick={() => show({ title: 'Synced', tone: 'success' })}>Success</Button>
      <Button onClick={() => show({ title: 'Sync is slow', tone: 'warning' })}>Warning</Button>
      <Button onClick={() => show({ title: 'New version available', tone: 'info' })}>Info</Button>
      <Button
        onClick={() =>
          show({ title: 'Could not sync', description: 'You are offline.', tone: 'danger' })
        }
      >
        Error
      </Button>
    </Inline>
  );
}

/** Errors interrupt (role alert); the others wait for a pause (the polite region). */
export const Tones: Story = {
  render: (args) => (
    <ToastProvider {...args} limit={4}>
      <ToneButtons />
    </ToastProvider>
  ),
  play: async ({ canvas }) => {
    for (const name of ['Success', 'Warning', 'Info']) {
      await userEvent.click(canvas.getByRole('button', { name }));
    }
    await body.findByRole('dialog', { name: 'New version available' });
    await expect(body.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Error' }));
    await expect(await body.findByRole('alert')).toHaveTextContent('Could not sync');
    toast.dismiss();
    await expectGone(() => body.queryByRole('dialog'));
  },
};

/** An Undo action; a toast with an action stays until it is used or dismissed. */
export const WithAction: Story = {
  render: function Render(args) {
    return (
      <ToastProvider {...args}>
        <Button
          onClick={() =>
            toast({
              title: 'Task deleted',
              action: {
                label: 'Undo',
                onClick: () => toast({ title: 'Task restored', tone: 'success' }),
              },
            })
          }
        >
          Delete task
        </Button>
      </ToastProvider>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete task' }));
    const item = await body.findByRole('dialog', { name: 'Task deleted' });
    await userEvent.hover(item);
    await userEvent.click(await within(item).findByRole('button', { name: 'Undo' }));
    await expectGone(() => body.queryByRole('dialog', { name: 'Task deleted' }));
    await expect(await body.findByRole('dialog', { name: 'Task restored' })).toBeInTheDocument();
    toast.dismiss();
    await expectGone(() => body.queryByRole('dialog'));
  },
};

/** `toast.promise`: "Saving…" while it runs, then the result. */
export const PromiseToast: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <Button
        onClick={() =>
          void toast.promise(
            simulatedLatency(300).then(() => 3),
            {
              loading: 'Saving…',
              success: (n) => ({ title: `Saved ${String(n)} tasks`, tone: 'success' }),
              error: 'Could not save',
            },
          )
        }
      >
        Save all
      </Button>
    </ToastProvider>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save all' }));
    await expect(await body.findByRole('dialog', { name: 'Saving…' })).toBeInTheDocument();
    const done = await body.findByRole('dialog', { name: 'Saved 3 tasks' });
    await expect(done).toHaveAttribute('data-tone', 'success');
    toast.dismiss();
    await expectGone(() => body.queryByRole('dialog'));
  },
};

const afterFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * Settles at the moment a timer of `ms` started just before would have fired: timers of equal delay
 * run in the order they were started (HTML's timer ordering), however busy the machine is. Started
 * once the toast's own timer has been set, it marks when the toast would have closed.
 */
const afterTimerOf = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Timers pause while the pointer is over the toasts, and resume when it leaves. */
export const PauseOnHover: Story = {
  args: { timeout: 600 },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const item = await body.findByRole('dialog', { name: 'Task saved' });
    await afterFrame();
    const moment = afterTimerOf(args.timeout ?? 600);
    await userEvent.hover(item);
    await moment;
    await afterFrame();
    await expect(item).not.toHaveAttribute('data-ending-style');
    await expect(item).toBeInTheDocument();
    await userEvent.unhover(item);
    await userEvent.hover(canvas.getByRole('button', { name: 'Save' }));
    await expectGone(() => body.queryByRole('dialog', { name: 'Task saved' }));
  },
};

/** Keyboard: F6 moves focus into the Notifications region; Tab reaches the toast's buttons. */
export const KeyboardReach: Story = {
  play: async ({ canvas }) => {
    const save = canvas.getByRole('button', { name: 'Save' });
    save.focus();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('dialog', { name: 'Task saved' });
    await userEvent.keyboard('{F6}');
    await waitFor(() => expect(region().contains(document.activeElement)).toBe(true));
    toast.dismiss();
    await expectGone(() => body.queryByRole('dialog'));
  },
};

/** A queue with a limit of 3: older toasts beyond it wait hidden (and inert) behind. */
export const Queue: Story = {
  play: async ({ canvas }) => {
    const save = canvas.getByRole('button', { name: 'Save' });
    for (let i = 0; i < 5; i++) await userEvent.click(save);
    await waitFor(() =>
      expect(document.querySelectorAll('[data-slot="toast"]:not([data-limited])')).toHaveLength(3),
    );
    toast.dismiss();
    await expectGone(() => body.queryByRole('dialog'));
  },
};

/** A toast slides in, and fades out when dismissed before it leaves the page. */
export const AnimatesOut: Story = {
  globals: { motion: 'full' },
  play: async ({ canvas }) => {
    const motion = watchTransitions();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const item = await body.findByRole('dialog', { name: 'Task saved' });
    await motion.entered(item);
    await userEvent.hover(item);
    await userEvent.click(
      await within(item).findByRole('button', { name: 'Dismiss notification' }),
    );
    await motion.exited(item, () => body.queryByRole('dialog', { name: 'Task saved' }));
  },
};

/**
 * Raises one toast (through the application's manager, which the provider shows) when it mounts and
 * closes it when it unmounts, so no other story inherits it.
 */
function ToastOnMount({ options }: { options: ToastOptions }) {
  const show = useToast();
  useEffect(() => {
    const id = show(options);
    return () => show.dismiss(id);
  }, [show, options]);
  return null;
}

function TranslatedToast({
  locale,
  messages,
  options,
}: {
  locale: string;
  messages: Messages;
  options: ToastOptions;
}) {
  return (
    <LocaleProvider locale={locale} messages={messages}>
      <ToastProvider />
      {/* After the provider, not inside it: its effects (where it starts listening) run first. */}
      <ToastOnMount options={options} />
    </LocaleProvider>
  );
}

/** Waits for the toast to finish entering, in the region named from the catalogue. */
async function expectToast(title: string, regionName: string) {
  const item = await body.findByRole('dialog', { name: title });
  await expectSettled(item);
  await expect(body.getByRole('region', { name: regionName })).toContainElement(item);
}

// Shown from the start, so the visual test shoots the viewport (the toast is fixed to its corner)
// once it has settled; kept off the docs page, where it would sit over the other stories.
const shownOverlay = {
  tags: ['!autodocs'],
  parameters: { visual: { viewport: true, play: true } },
};

// Constants: the toast is raised again whenever its options change.
const germanToast: ToastOptions = {
  title: 'Aufgabe gelöscht',
  description: '„Quartalsbericht überarbeiten“ liegt jetzt im Papierkorb.',
  tone: 'warning',
  action: { label: 'Rückgängig machen', onClick: () => {} },
};
const arabicToast: ToastOptions = {
  title: 'حُذفت المهمة',
  description: 'نُقلت «مراجعة التقرير الفصلي» إلى سلة المهملات.',
  tone: 'warning',
  action: { label: 'تراجع', onClick: () => {} },
};

/** A toast in German: a long title, description and action at the bottom right. */
export const AllStatesGerman: Story = {
  ...shownOverlay,
  globals: { locale: 'de-DE' },
  render: () => <TranslatedToast locale="de-DE" messages={de} options={germanToast} />,
  play: async () => {
    await expectToast('Aufgabe gelöscht', 'Benachrichtigungen');
  },
};

/** A toast in Arabic: at the bottom left, its icon at the right and its buttons at the left. */
export const AllStatesArabic: Story = {
  ...shownOverlay,
  globals: { locale: 'ar-EG' },
  render: () => <TranslatedToast locale="ar-EG" messages={ar} options={arabicToast} />,
  play: async () => {
    await expectToast('حُذفت المهمة', 'الإشعارات');
  },
};
