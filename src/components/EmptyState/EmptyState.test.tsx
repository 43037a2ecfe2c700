import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { describeConformance } from '../../test';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

describeConformance('EmptyState', EmptyState, {
  props: { heading: 'No tasks' },
  element: 'section',
  slot: 'empty-state',
});

describe('EmptyState', () => {
  it('shows a heading at the level it is given', () => {
    render(<EmptyState heading="No tasks yet" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'No tasks yet' })).toBeInTheDocument();
  });

  it('renders a heading element of its own when given one, with the title slot and class', () => {
    render(
      <EmptyState
        heading="Nothing here"
        renderHeading={({ children, ...heading }) => (
          <h1 {...heading} id="page-title">
            {children}
          </h1>
        )}
      />,
    );
    const title = screen.getByRole('heading', { level: 1, name: 'Nothing here' });
    expect(title).toHaveAttribute('id', 'page-title');
    expect(title).toHaveAttribute('data-slot', 'empty-state-title');
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });

  it('uses a level 2 heading by default', () => {
    render(<EmptyState heading="No tasks yet" />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('No tasks yet');
  });

  it('hides its icon from assistive technology and shows the description', () => {
    render(
      <EmptyState
        heading="No results"
        icon={<svg data-testid="icon" />}
        description="Try another search."
      />,
    );
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('Try another search.')).toBeInTheDocument();
  });

  it('offers its action, which works', async () => {
    const onClick = vi.fn();
    render(
      <EmptyState heading="No tasks" action={<Button onClick={onClick}>Create a task</Button>} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create a task' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('renders no empty description or action wrappers when they are missing', () => {
    const { container } = render(<EmptyState heading="No tasks" />);
    expect(container.querySelector('[data-slot="empty-state-description"]')).toBeNull();
    expect(container.querySelector('[data-slot="empty-state-action"]')).toBeNull();
  });
});
