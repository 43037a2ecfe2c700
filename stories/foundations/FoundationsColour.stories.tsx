import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { tokens } from '../../.storybook/tokens';
import { ColourScales, ColourTokens, ColourValues } from './Colour';

// The live examples of the Foundations/Colour page (Colour.mdx), hidden from the sidebar: the page
// shows them. As stories they are tested like any other (axe in light and dark, visual reference).
const meta = {
  title: 'Foundations/Colour',
  tags: ['!dev', '!autodocs'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const names = tokens.withPrefix('color-').map((t) => t.name);

/** Every colour token in both themes, with its contrast ratio against the token it is read with. */
export const AllStates: Story = {
  render: () => <ColourTokens />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(names.length * 2);
    // What the page read from tokens.css is what the live stylesheet paints, token by token.
    const theme = document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
    const probe = canvasElement.appendChild(document.createElement('span'));
    // The browser keeps an OKLCH colour as oklch(): a canvas turns what it paints into sRGB bytes.
    const paint = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
    const painted = (colour: string) => {
      paint.clearRect(0, 0, 1, 1);
      paint.fillStyle = colour;
      paint.fillRect(0, 0, 1, 1);
      return [...paint.getImageData(0, 0, 1, 1).data];
    };
    for (const name of names) {
      probe.style.background = `var(--${name})`;
      const expected = painted(tokens.colour(name, theme));
      const actual = painted(getComputedStyle(probe).backgroundColor);
      // One step of rounding either way between the page's conversion and the browser's.
      const off = actual.map((channel, i) => Math.abs(channel - expected[i]!));
      await expect(
        Math.max(...off),
        `--${name}: ${actual} against ${expected}`,
      ).toBeLessThanOrEqual(1);
    }
    probe.remove();
  },
};

/** The scales behind the semantic tokens: neutral, accent and danger, light and dark. */
export const Scales: Story = {
  render: () => <ColourScales />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(3 * 2 * 12);
  },
};

/** The values as tokens.css writes them, for copying. */
export const Values: Story = { render: () => <ColourValues /> };
