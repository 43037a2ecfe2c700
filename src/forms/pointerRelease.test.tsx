import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../components/Button';
import { DatePicker } from '../components/DatePicker';
import { LocaleProvider } from '../components/LocaleProvider';
import { TextField } from '../components/TextField';
import { Form } from './Form';

// Pressing the mouse on Submit blurs the field first. If the field's error appeared then, it would
// push the button from under the pointer and the release would land elsewhere: a lost click
// (issue 20). The error waits for the press to end; the click submits and the summary takes focus.

function EditForm({ onSubmit }: { onSubmit: () => void }) {
  return (
    <Form defaultValues={{ title: 'Write the report' }} onSubmit={onSubmit}>
      <TextField label="Title" name="title" required />
      <Button type="submit">Save changes</Button>
    </Form>
  );
}

describe('errors revealed by a blur', () => {
  it('wait while the pointer that caused the blur is pressed, so the click lands', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<EditForm onSubmit={onSubmit} />);
    const title = screen.getByRole('textbox', { name: /Title/ });
    await user.clear(title);
    const save = screen.getByRole('button', { name: 'Save changes' });
    await user.pointer({ keys: '[MouseLeft>]', target: save });
    expect(save).toHaveFocus();
    // Nothing moves while the button is held down.
    expect(title).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/required/i)).toBeNull();
    await user.pointer({ keys: '[/MouseLeft]', target: save });
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('show at once when the field is left by keyboard', async () => {
    const user = userEvent.setup();
    render(<EditForm onSubmit={vi.fn()} />);
    const title = screen.getByRole('textbox', { name: /Title/ });
    await user.clear(title);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save changes' })).toHaveFocus();
    expect(title).toHaveAttribute('aria-invalid', 'true');
  });

  it('show once a press elsewhere ends', async () => {
    const user = userEvent.setup();
    render(
      <>
        <EditForm onSubmit={vi.fn()} />
        <p>Elsewhere</p>
      </>,
    );
    const title = screen.getByRole('textbox', { name: /Title/ });
    await user.clear(title);
    await user.click(screen.getByText('Elsewhere'));
    await vi.waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'));
  });
});

describe('the error summary', () => {
  // Issue 30: submit empty, type a valid date, press "Choose date" at once. The press blurs the
  // date field, which commits the date; its line leaves the summary, and everything below moves up
  // under the pointer. The summary keeps its size until the press has ended.
  it('keeps its size while a press that fixed a field is going on, then shrinks', async () => {
    const user = userEvent.setup();
    render(
      <LocaleProvider locale="en-US">
        <Form defaultValues={{ title: '', due: null }} onSubmit={vi.fn()}>
          <TextField label="Title" name="title" required />
          <DatePicker label="Due" name="due" required />
          <Button type="submit">Save</Button>
        </Form>
      </LocaleProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const summary = await screen.findByRole('region', { name: 'There are 2 problems' });
    await user.type(screen.getByRole('textbox', { name: /^Due/ }), '12/31/2030');
    const choose = screen.getByRole('button', { name: 'Choose date' });
    await user.pointer({ keys: '[MouseLeft>]', target: choose });
    // The date is committed (its own error is gone), but the summary still lists it.
    expect(screen.getByRole('textbox', { name: /^Due/ })).not.toHaveAttribute('aria-invalid');
    expect(within(summary).getAllByRole('link')).toHaveLength(2);
    await user.pointer({ keys: '[/MouseLeft]', target: choose });
    await vi.waitFor(() => expect(within(summary).getAllByRole('link')).toHaveLength(1));
    expect(summary).toHaveAccessibleName('There is a problem');
  });
});
