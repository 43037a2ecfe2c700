import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { TextField } from '../components/TextField';
import { Form } from './Form';

// The draft notice goes away with the button pressed in it; focus must not fall to the page's body
// (found walking the reference app by keyboard, issue 20).

afterEach(() => sessionStorage.clear());

function Draft() {
  return (
    <Form id="walk" persistDraft defaultValues={{ title: '' }}>
      <TextField label="Title" name="title" />
    </Form>
  );
}

describe('DraftNotice', () => {
  it.each(['Discard draft', 'Keep it'])(
    'moves focus to the form’s first field after %s',
    async (action) => {
      sessionStorage.setItem('tessera:form-draft:walk', JSON.stringify({ title: 'Half typed' }));
      const user = userEvent.setup();
      render(<Draft />);
      expect(screen.getByRole('status')).toHaveTextContent('Restored your draft from earlier.');
      await user.click(screen.getByRole('button', { name: action }));
      expect(screen.queryByRole('button', { name: action })).toBeNull();
      expect(screen.getByRole('textbox', { name: 'Title' })).toHaveFocus();
    },
  );
});
