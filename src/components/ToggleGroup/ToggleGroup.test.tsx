import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { describeConformance, rightToLeft } from '../../test';
import {
  SegmentedControl,
  ToggleGroup,
  ToggleGroupItem,
  type ToggleGroupProps,
} from './ToggleGroup';

function Formatting(props: Partial<ToggleGroupProps>) {
  return (
    <ToggleGroup aria-label="Formatting" {...props}>
      <ToggleGroupItem value="bold">Bold</ToggleGroupItem>
      <ToggleGroupItem value="italic">Italic</ToggleGroupItem>
      <ToggleGroupItem value="underline">Underline</ToggleGroupItem>
    </ToggleGroup>
  );
}

describeConformance('ToggleGroup', ToggleGroup, {
  props: {},
  element: 'div',
  slot: 'toggle-group',
});
describeConformance('SegmentedControl', SegmentedControl, {
  props: {},
  element: 'div',
  slot: 'segmented-control',
});

const button = (name: string) => screen.getByRole('button', { name });

describe('ToggleGroup', () => {
  it('is a named group of toggle buttons with aria-pressed', () => {
    render(<Formatting defaultValue={['bold']} />);
    expect(screen.getByRole('group', { name: 'Formatting' })).toBeInTheDocument();
    expect(button('Bold')).toHaveAttribute('aria-pressed', 'true');
    expect(button('Italic')).toHaveAttribute('aria-pressed', 'false');
  });

  it('single: pressing one releases the other, and reports the value', async () => {
    const onValueChange = vi.fn();
    render(<Formatting defaultValue={['bold']} onValueChange={onValueChange} />);
    await userEvent.click(button('Italic'));
    expect(button('Bold')).toHaveAttribute('aria-pressed', 'false');
    expect(onValueChange).toHaveBeenLastCalledWith(['italic']);
  });

  it('multiple: several stay pressed', async () => {
    const onValueChange = vi.fn();
    render(<Formatting multiple defaultValue={['bold']} onValueChange={onValueChange} />);
    await userEvent.click(button('Italic'));
    expect(button('Bold')).toHaveAttribute('aria-pressed', 'true');
    expect(onValueChange).toHaveBeenLastCalledWith(['bold', 'italic']);
  });

  it('has one Tab stop; arrow keys move and Space presses', async () => {
    render(<Formatting />);
    await userEvent.tab();
    expect(button('Bold')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(button('Italic')).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(button('Italic')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.tab();
    expect(document.body).toHaveFocus();
  });

  it('skips disabled items, loops at the ends, and Home and End go to the first and last', async () => {
    render(
      <ToggleGroup aria-label="Formatting">
        <ToggleGroupItem value="strike" disabled>
          Strike
        </ToggleGroupItem>
        <ToggleGroupItem value="bold">Bold</ToggleGroupItem>
        <ToggleGroupItem value="italic">Italic</ToggleGroupItem>
        <ToggleGroupItem value="underline" disabled>
          Underline
        </ToggleGroupItem>
      </ToggleGroup>,
    );
    expect(button('Bold')).toHaveAttribute('tabindex', '0');
    await userEvent.tab();
    expect(button('Bold')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(button('Italic')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(button('Bold')).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(button('Italic')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(button('Bold')).toHaveFocus();
    expect(button('Underline')).toBeDisabled();
  });

  it('Shift+Tab comes back to the item left, not the first', async () => {
    render(
      <>
        <Formatting />
        <button type="button">After</button>
      </>,
    );
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(button('Underline')).toHaveFocus();
    await userEvent.tab();
    expect(button('After')).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(button('Underline')).toHaveFocus();
    expect(button('Bold')).toHaveAttribute('tabindex', '-1');
  });

  it('keeps a Tab stop when the item holding it disables itself through its own state', async () => {
    // The group's children do not change here: only the item's own component renders again.
    function Once() {
      const [used, setUsed] = useState(false);
      return (
        <ToggleGroupItem value="once" disabled={used} onClick={() => setUsed(true)}>
          Once
        </ToggleGroupItem>
      );
    }
    render(
      <>
        <button type="button">Before</button>
        <ToggleGroup aria-label="Formatting">
          <Once />
          <ToggleGroupItem value="bold">Bold</ToggleGroupItem>
        </ToggleGroup>
      </>,
    );
    await userEvent.click(button('Before'));
    await userEvent.tab();
    expect(button('Once')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(button('Once')).toBeDisabled();
    await waitFor(() => expect(button('Bold')).toHaveAttribute('tabindex', '0'));
    await userEvent.click(button('Before'));
    await userEvent.tab();
    expect(button('Bold')).toHaveFocus();
  });

  it.each(rightToLeft)('right-to-left by %s: ArrowLeft moves to the next item', async (_, rtl) => {
    render(rtl(<Formatting />));
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    expect(button('Italic')).toHaveFocus();
  });
});

describe('SegmentedControl', () => {
  function View(props: { onValueChange?: (v: string) => void }) {
    return (
      <SegmentedControl aria-label="View" defaultValue="list" {...props}>
        <ToggleGroupItem value="list">List</ToggleGroupItem>
        <ToggleGroupItem value="board">Board</ToggleGroupItem>
      </SegmentedControl>
    );
  }

  it('chooses one segment and reports it as a string', async () => {
    const onValueChange = vi.fn();
    render(<View onValueChange={onValueChange} />);
    await userEvent.click(button('Board'));
    expect(button('Board')).toHaveAttribute('aria-pressed', 'true');
    expect(button('List')).toHaveAttribute('aria-pressed', 'false');
    expect(onValueChange).toHaveBeenCalledWith('board');
  });

  it('keeps the chosen segment when it is pressed again', async () => {
    const onValueChange = vi.fn();
    render(<View onValueChange={onValueChange} />);
    await userEvent.click(button('List'));
    expect(onValueChange).not.toHaveBeenCalled();
    expect(button('List')).toHaveAttribute('aria-pressed', 'true');
  });
});
