import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { describeConformance } from '../../test';
import { Tag } from './Tag';

describeConformance('Tag', Tag, { props: { children: 'Design' }, element: 'span', slot: 'tag' });

describe('Tag', () => {
  it('shows its text and has no button unless removable', () => {
    render(<Tag>Design</Tag>);
    expect(screen.getByText('Design')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('is removed with its "Remove <label>" button', async () => {
    const onRemove = vi.fn();
    render(<Tag onRemove={onRemove}>Design</Tag>);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Design' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it.each(['{Delete}', '{Backspace}', '{Enter}', ' '])(
    'is removed with %s on its button',
    async (key) => {
      const onRemove = vi.fn();
      render(<Tag onRemove={onRemove}>Design</Tag>);
      await userEvent.tab();
      expect(screen.getByRole('button', { name: 'Remove Design' })).toHaveFocus();
      await userEvent.keyboard(key);
      expect(onRemove).toHaveBeenCalledTimes(1);
    },
  );

  it('names the button from label when the content is not text', () => {
    render(
      <Tag label="Urgent" onRemove={() => {}}>
        <strong>Urgent</strong>
      </Tag>,
    );
    expect(screen.getByRole('button', { name: 'Remove Urgent' })).toBeInTheDocument();
  });

  it('cannot be removed while disabled', async () => {
    const onRemove = vi.fn();
    render(
      <Tag disabled onRemove={onRemove}>
        Design
      </Tag>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove Design' }));
    expect(onRemove).not.toHaveBeenCalled();
  });
});
