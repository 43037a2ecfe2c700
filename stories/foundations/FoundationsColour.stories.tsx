import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { parseColour, tokens } from '../../.storybook/tokens';
import { ColourTokens, ColourValues } from './Colour';

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
    for (const name of names) {
      probe.style.background = `var(--${name})`;
      const [r, g, b, a] = parseColour(tokens.colour(name, theme))!;
      await expect(getComputedStyle(probe).backgroundColor, `--${name}`).toBe(
        a < 1 ? `rgba(${r}, ${g}, ${b}, ${a})` : `rgb(${r}, ${g}, ${b})`,
      );
    }
    probe.remove();
  },
};

/** The values as tokens.css writes them, for copying. */
export const Values: Story = { render: () => <ColourValues /> };
