import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { LocaleProvider, Slider, Stack, Text } from '../src';
import { byRole, labelledInFormStory, labelledStory } from './support/labelling';

const meta = {
  title: 'Forms/Slider',
  component: Slider,
  args: { name: 'volume', defaultValue: 40, onValueChange: fn(), onValueCommit: fn() },
  render: (args) => (
    <Slider label="Volume" description="Applies to every speaker in the room." {...args} />
  ),
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('slider', { name: 'Volume' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
  },
};

/** Arrows move by one step, PageUp/PageDown by ten, Home/End to the ends. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    const slider = canvas.getByRole('slider', { name: 'Volume' });
    slider.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(slider).toHaveAttribute('aria-valuenow', '41');
    await userEvent.keyboard('{PageUp}');
    await expect(slider).toHaveAttribute('aria-valuenow', '51');
    await userEvent.keyboard('{End}');
    await expect(slider).toHaveAttribute('aria-valuenow', '100');
    await userEvent.keyboard('{Home}');
    await expect(slider).toHaveAttribute('aria-valuenow', '0');
    await expect(args.onValueCommit).toHaveBeenLastCalledWith(0);
  },
};

/** A price range: two named thumbs in a group named by the Field, values in the locale's currency. */
export const PriceRange: Story = {
  args: {
    name: 'price',
    defaultValue: [200, 800],
    max: 1000,
    step: 10,
    thumbLabels: ['Minimum price', 'Maximum price'],
    format: { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 },
  },
  render: (args) => <Slider label="Price" {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Price' })).toBeInTheDocument();
    const high = canvas.getByRole('slider', { name: 'Maximum price' });
    await expect(high).toHaveAttribute('aria-valuetext', '€800');
    high.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(high).toHaveAttribute('aria-valuetext', '€790');
    await expect(canvas.getByRole('slider', { name: 'Minimum price' })).toHaveAttribute(
      'aria-valuetext',
      '€200',
    );
  },
};

export const GermanLocale: Story = {
  args: {
    defaultValue: 0.35,
    min: 0,
    max: 1,
    step: 0.05,
    format: { style: 'percent' },
  },
  render: (args) => (
    <LocaleProvider locale="de-DE">
      <Slider label="Rabatt" {...args} />
    </LocaleProvider>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('slider', { name: 'Rabatt' })).toHaveAttribute(
      'aria-valuetext',
      '35\u00a0%',
    );
  },
};

/** In right-to-left the track fills from the right and ArrowLeft increases the value. */
export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  render: (args) => <Slider label="مستوى الصوت" {...args} />,
  play: async ({ canvas }) => {
    const slider = canvas.getByRole('slider', { name: 'مستوى الصوت' });
    slider.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(slider).toHaveAttribute('aria-valuenow', '41');
  },
};

export const Disabled: Story = {
  render: (args) => <Slider label="Volume" disabled {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('slider', { name: 'Volume' })).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: { defaultValue: 95 },
  render: (args) => (
    <Slider label="Volume" error="Above 85 can damage hearing. Choose 85 or less." {...args} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('slider', { name: 'Volume' })).toHaveAccessibleDescription(
      'Above 85 can damage hearing. Choose 85 or less.',
    );
  },
};

export const Required: Story = {
  render: (args) => <Slider label="Volume" required {...args} />,
};

export const LongLabel: Story = {
  render: (args) => (
    <Stack style={{ maxInlineSize: 260 }}>
      <Slider
        label="How likely you are to recommend this product to a friend or a colleague at work"
        {...args}
      />
    </Stack>
  ),
};

export const Vertical: Story = {
  args: { orientation: 'vertical' },
  play: async ({ canvas }) => {
    const slider = canvas.getByRole('slider', { name: 'Volume' });
    slider.focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(slider).toHaveAttribute('aria-valuenow', '41');
  },
};

function ControlledDemo() {
  const [value, setValue] = useState<number | number[]>(20);
  return (
    <Stack>
      <Slider label="Brightness" value={value} onValueChange={setValue} />
      <Text>Brightness: {String(value)}</Text>
    </Stack>
  );
}

export const Controlled: Story = {
  render: () => <ControlledDemo />,
  play: async ({ canvas }) => {
    canvas.getByRole('slider', { name: 'Brightness' }).focus();
    await userEvent.keyboard('{PageUp}');
    await expect(canvas.getByText('Brightness: 30')).toBeVisible();
  },
};

export const AllStates: Story = {
  render: () => (
    <Stack style={{ inlineSize: 320 }}>
      <Slider label="Default" defaultValue={40} />
      <Slider label="Range" defaultValue={[20, 70]} thumbLabels={['Minimum', 'Maximum']} />
      <Slider label="Disabled" disabled defaultValue={60} />
      <Slider label="Invalid" error="Choose 85 or less." defaultValue={95} />
      <Slider
        label="Currency"
        defaultValue={120}
        max={500}
        format={{ style: 'currency', currency: 'USD', maximumFractionDigits: 0 }}
      />
    </Stack>
  ),
};

/** Alone, with `label`, `description` and `error` props: the label names it, the rest describe it. */
export const Labelled: Story = labelledStory(
  (p) => <Slider {...p} defaultValue={40} />,
  byRole('slider'),
);

/** Inside a Form, bound by `name`: once sent, the form's message reaches it the same way. */
export const LabelledInForm: Story = labelledInFormStory(
  (p) => <Slider {...p} defaultValue={40} />,
  byRole('slider'),
);
