import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../test/router';
import { Link } from '../Link';
import { LeaveGuard } from './LeaveGuard';

describe('LeaveGuard', () => {
  function Editor({ dirty }: { dirty: boolean }) {
    return (
      <>
        <LeaveGuard when={dirty} />
        <Link href="/elsewhere">Elsewhere</Link>
      </>
    );
  }

  it('asks before leaving with unsaved changes: Stay keeps the page', async () => {
    const { location } = renderWithRouter(<Editor dirty />, { initialEntries: ['/edit'] });
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave this page?' });
    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(dialog).not.toBeInTheDocument();
    expect(location().pathname).toBe('/edit');
  });

  it('asks before leaving with unsaved changes: Leave goes on', async () => {
    const { location } = renderWithRouter(<Editor dirty />, { initialEntries: ['/edit'] });
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    await act(async () => {});
    expect(location().pathname).toBe('/elsewhere');
  });

  it('lets the asked-for navigation go on when the work is saved while it asks', async () => {
    let save = () => {};
    function Saving() {
      const [dirty, setDirty] = useState(true);
      save = () => setDirty(false);
      return <Editor dirty={dirty} />;
    }
    const { location } = renderWithRouter(<Saving />, { initialEntries: ['/edit'] });
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave this page?' });
    // The save that was under way lands: nothing would be lost by leaving now.
    await act(async () => save());
    expect(location().pathname).toBe('/elsewhere');
    expect(dialog).not.toBeInTheDocument();
  });

  it('lets a clean page go without asking, and makes the browser prompt on unload only when dirty', async () => {
    const { location } = renderWithRouter(<Editor dirty={false} />, { initialEntries: ['/edit'] });
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(location().pathname).toBe('/elsewhere');
  });
});
