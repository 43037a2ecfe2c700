import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { describeConformance, expectConsole } from '../../test';
import { renderWithRouter, watchDocumentNavigation } from '../../test/router';
import { LinkButton } from './LinkButton';

describeConformance('LinkButton', LinkButton, {
  props: { href: '/tasks/new', children: 'Create task' },
  element: 'a',
  slot: 'link-button',
});

describe('LinkButton', () => {
  it('is a link (it navigates) that looks like a button', () => {
    render(
      <LinkButton href="/tasks/new" variant="primary" size="lg">
        Create task
      </LinkButton>,
    );
    const link = screen.getByRole('link', { name: 'Create task' });
    expect(link).toHaveAttribute('href', '/tasks/new');
    expect(link).toHaveAttribute('data-variant', 'primary');
    expect(link).toHaveAttribute('data-size', 'lg');
  });

  it('navigates in place with a router, and leaves a Ctrl+click to the browser', async () => {
    const watch = watchDocumentNavigation();
    const { location } = renderWithRouter(<LinkButton href="/tasks/new">Create task</LinkButton>);
    fireEvent.click(screen.getByRole('link'), { button: 0, ctrlKey: true });
    expect(location().pathname).toBe('/');
    await userEvent.click(screen.getByRole('link'));
    expect(location().pathname).toBe('/tasks/new');
    expect(watch.followed).toEqual(['/tasks/new']);
    watch.stop();
  });

  it('hides its icons so the label alone names it', () => {
    render(
      <LinkButton href="/x" startIcon={<svg data-testid="icon" />}>
        Next
      </LinkButton>,
    );
    expect(screen.getByRole('link', { name: 'Next' })).toBeInTheDocument();
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
  });

  it('opens a new tab safely and says so', () => {
    render(
      <LinkButton href="https://example.com" external>
        Docs
      </LinkButton>,
    );
    const link = screen.getByRole('link', { name: 'Docs (opens in a new tab)' });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('refuses an unsafe URL and warns', () => {
    expectConsole('warn', /LinkButton: refused the unsafe URL/);
    render(<LinkButton href="javascript:alert(1)">Run</LinkButton>);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Run').closest('a')).not.toHaveAttribute('href');
  });
});
