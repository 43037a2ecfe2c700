import type { ReactElement } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button, Form, Stack } from '../../src';

/** The labelling props every form control takes, as the two stories below give them. */
export interface LabellingProps {
  label: string;
  description: string;
  error?: string;
  name?: string;
  rules?: { validate: () => string };
}

const LABEL = 'Your answer';
const DESCRIPTION = 'Shown to your team only.';
const ERROR = 'Choose another answer.';

/** How a story finds the element the label names (`name` matches the label at its start). */
type Find = (canvas: ReturnType<typeof within>, name: RegExp) => HTMLElement;

export const byRole =
  (role: string): Find =>
  (canvas, name) =>
    canvas.getByRole(role, { name });

/**
 * A story of the control alone with `label`, `description` and `error`: the label names it, the
 * description and the error describe it, and it is invalid.
 */
export function labelledStory(draw: (props: LabellingProps) => ReactElement, find: Find) {
  return {
    render: () => draw({ label: LABEL, description: DESCRIPTION, error: ERROR }),
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      const control = find(within(canvasElement), new RegExp(`^${LABEL}`));
      await expect(control).toHaveAccessibleDescription(`${DESCRIPTION} ${ERROR}`);
      await expect(control).toHaveAttribute('aria-invalid', 'true');
      await expect(control).toHaveAccessibleErrorMessage(ERROR);
    },
  };
}

/**
 * A story of the control inside a Form with `label` and `description`, bound by `name`: once the
 * form is sent, the form's message reaches the control the same way an `error` prop does, and the
 * error summary takes focus.
 */
export function labelledInFormStory(draw: (props: LabellingProps) => ReactElement, find: Find) {
  return {
    render: () => (
      <Form aria-label="Your details">
        <Stack gap="4" style={{ maxInlineSize: 420 }}>
          {draw({
            label: LABEL,
            description: DESCRIPTION,
            name: 'answer',
            rules: { validate: () => ERROR },
          })}
          <div>
            <Button type="submit">Send</Button>
          </div>
        </Stack>
      </Form>
    ),
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      const canvas = within(canvasElement);
      const name = new RegExp(`^${LABEL}`);
      await expect(find(canvas, name)).toHaveAccessibleDescription(DESCRIPTION);
      await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
      const summary = await canvas.findByRole('region', { name: 'There is a problem' });
      await waitFor(() => expect(summary).toHaveFocus());
      const control = find(canvas, name);
      await expect(control).toHaveAccessibleDescription(`${DESCRIPTION} ${ERROR}`);
      await expect(control).toHaveAccessibleErrorMessage(ERROR);
    },
  };
}
