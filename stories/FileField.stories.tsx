import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, FileField, Form, Stack, Text } from '../src';
import { byRole, labelledInFormStory, labelledStory } from './support/labelling';

const MB = 1024 * 1024;

/** A File that says it has `size` bytes without holding them. */
function file(name: string, type: string, size = 48 * 1024): File {
  const f = new File(['x'], name, { type, lastModified: 1 });
  Object.defineProperty(f, 'size', { value: size });
  return f;
}

const fileInput = (root: HTMLElement) =>
  root.querySelector<HTMLInputElement>('input[type="file"]')!;

const meta = {
  title: 'Forms/FileField',
  component: FileField,
  tags: ['autodocs'],
  args: {
    label: 'Photos',
    description: 'JPG or PNG, up to 5 MB each.',
    accept: '.jpg,.jpeg,.png',
    multiple: true,
    maxSize: 5 * MB,
    maxFiles: 3,
    onValueChange: fn(),
    onReject: fn(),
  },
} satisfies Meta<typeof FileField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const button = canvas.getByRole('button', { name: 'Photos Choose files' });
    await expect(button).toHaveAccessibleDescription('JPG or PNG, up to 5 MB each.');
    await expect(canvas.queryByRole('list')).toBeNull();
    const photo = file('beach.jpg', 'image/jpeg', 2 * MB);
    await userEvent.upload(fileInput(canvasElement), photo);
    await expect(args.onValueChange).toHaveBeenLastCalledWith([photo]);
    await expect(canvas.getByRole('list', { name: 'Chosen files' })).toHaveTextContent(
      'beach.jpg2 MB',
    );
  },
};

export const WithFiles: Story = {
  args: {
    defaultValue: [
      file('beach.jpg', 'image/jpeg', 2.4 * MB),
      file('a-very-long-file-name-from-a-camera-IMG_20260314_101522.png', 'image/png', 860 * 1024),
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove beach.jpg' }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: /Choose files/ })).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent('Removed beach.jpg.');
  },
};

export const Rejected: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    // The native picker filters by `accept`; a drop does not, so the check must say why.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(canvasElement), [
      file('report.jpg', 'image/jpeg', 12 * MB),
      file('photo.heic', 'image/heic'),
      file('cat.png', 'image/png'),
    ]);
    const messages = [
      'report.jpg is 12 MB; the limit is 5 MB.',
      'photo.heic is not an accepted type: use JPG or PNG.',
    ];
    await expect(args.onReject).toHaveBeenCalledWith(messages);
    const button = canvas.getByRole('button', { name: /Choose files/ });
    await expect(button).toHaveAttribute('aria-invalid', 'true');
    await expect(button).toHaveAccessibleErrorMessage(messages.join(' '));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
  },
};

export const Single: Story = {
  args: { multiple: false, label: 'Avatar', description: 'A square JPG or PNG.' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), file('me.png', 'image/png'));
    await userEvent.upload(fileInput(canvasElement), file('me-2.png', 'image/png'));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
    await expect(canvas.getByRole('listitem')).toHaveTextContent('me-2.png');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: [file('beach.jpg', 'image/jpeg', 2 * MB)] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Choose files/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove beach.jpg' })).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: { required: true, error: 'Add at least one photo of the damage.' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: /Choose files/ });
    await expect(button).toHaveAttribute('aria-invalid', 'true');
    await expect(button).toHaveAccessibleErrorMessage('Add at least one photo of the damage.');
  },
};

function ClaimForm() {
  const [sent, setSent] = useState<string | null>(null);
  return (
    <Stack gap="4">
      <Form
        aria-label="Insurance claim"
        onSubmit={(values) => {
          const files = values.photos as File[];
          setSent(`Sent ${files.map((f) => f.name).join(', ')}.`);
        }}
        style={{ maxInlineSize: 480 }}
      >
        <FileField
          label="Photos of the damage"
          name="photos"
          required
          multiple
          accept=".jpg,.jpeg,.png"
          maxSize={5 * MB}
          maxFiles={3}
          description="JPG or PNG, up to 5 MB each, 3 at most."
        />
        <div>
          <Button type="submit" variant="primary">
            Send claim
          </Button>
        </div>
      </Form>
      {sent && <Text role="status">{sent}</Text>}
    </Stack>
  );
}

export const InsideAForm: Story = {
  render: () => <ClaimForm />,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send claim' }));
    const summary = await canvas.findByRole('region', { name: /problem/ });
    await expect(
      within(summary).getByRole('link', {
        name: 'Photos of the damage: Choose at least one file.',
      }),
    ).toBeVisible();
    await userEvent.upload(fileInput(canvasElement), file('dent.jpg', 'image/jpeg', MB));
    await expect(canvas.getByRole('button', { name: /Choose files/ })).not.toHaveAttribute(
      'aria-invalid',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send claim' }));
    await waitFor(() => expect(canvas.getByText('Sent dent.jpg.')).toBeVisible());
  },
};

export const AllStates: Story = {
  render: (args) => (
    <Stack gap="6" style={{ maxInlineSize: 480 }}>
      <FileField {...args} label="Empty" />
      <FileField
        {...args}
        label="With files"
        defaultValue={[file('beach.jpg', 'image/jpeg', 2 * MB), file('cat.png', 'image/png')]}
      />
      <FileField {...args} label="Invalid" required error="Add at least one photo." />
      <FileField
        {...args}
        label="Disabled"
        disabled
        defaultValue={[file('beach.jpg', 'image/jpeg', 2 * MB)]}
      />
    </Stack>
  ),
};

/** Alone, with `label`, `description` and `error` props: the label names it, the rest describe it. */
export const Labelled: Story = labelledStory((p) => <FileField {...p} />, byRole('button'));

/** Inside a Form, bound by `name`: once sent, the form's message reaches it the same way. */
export const LabelledInForm: Story = labelledInFormStory(
  (p) => <FileField {...p} />,
  byRole('button'),
);
