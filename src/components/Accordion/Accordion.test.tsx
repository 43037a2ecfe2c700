import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { describeConformance } from '../../test';
import {
  Accordion,
  AccordionItem,
  AccordionPanel,
  AccordionTrigger,
  type AccordionProps,
} from './Accordion';

function Example(props: Partial<AccordionProps>) {
  return (
    <Accordion {...props}>
      <AccordionItem value="shipping">
        <AccordionTrigger>Shipping</AccordionTrigger>
        <AccordionPanel>Ships in 2 days.</AccordionPanel>
      </AccordionItem>
      <AccordionItem value="returns">
        <AccordionTrigger>Returns</AccordionTrigger>
        <AccordionPanel>30 days to return.</AccordionPanel>
      </AccordionItem>
      <AccordionItem value="warranty" disabled>
        <AccordionTrigger>Warranty</AccordionTrigger>
        <AccordionPanel>Two years.</AccordionPanel>
      </AccordionItem>
    </Accordion>
  );
}

describeConformance('Accordion', Accordion, { props: {}, element: 'div', slot: 'accordion' });

const trigger = (name: string) => screen.getByRole('button', { name });

describe('Accordion', () => {
  it('renders each trigger as a collapsed button inside a level 3 heading', () => {
    render(<Example />);
    expect(screen.getByRole('heading', { level: 3, name: 'Shipping' })).toContainElement(
      trigger('Shipping'),
    );
    expect(trigger('Shipping')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Ships in 2 days.')).toBeNull();
  });

  it('uses the heading level it is given', () => {
    render(<Example headingLevel={2} />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  });

  it('opens a panel on click, labelled by its trigger, and reports the open items', async () => {
    const onValueChange = vi.fn();
    render(<Example onValueChange={onValueChange} />);
    await userEvent.click(trigger('Shipping'));
    expect(trigger('Shipping')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Shipping' })).toHaveTextContent('Ships in 2 days.');
    expect(onValueChange).toHaveBeenLastCalledWith(['shipping']);
  });

  it('single: opening one item closes the other', async () => {
    render(<Example defaultValue={['shipping']} />);
    await userEvent.click(trigger('Returns'));
    expect(trigger('Shipping')).toHaveAttribute('aria-expanded', 'false');
    expect(trigger('Returns')).toHaveAttribute('aria-expanded', 'true');
  });

  it('multiple: several items stay open', async () => {
    const onValueChange = vi.fn();
    render(<Example multiple defaultValue={['shipping']} onValueChange={onValueChange} />);
    await userEvent.click(trigger('Returns'));
    expect(trigger('Shipping')).toHaveAttribute('aria-expanded', 'true');
    expect(trigger('Returns')).toHaveAttribute('aria-expanded', 'true');
    expect(onValueChange).toHaveBeenLastCalledWith(['shipping', 'returns']);
  });

  it('Enter and Space toggle the focused item; Tab moves between triggers', async () => {
    render(<Example />);
    await userEvent.tab();
    expect(trigger('Shipping')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(trigger('Shipping')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    expect(trigger('Shipping')).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab();
    expect(trigger('Returns')).toHaveFocus();
  });

  it('does not open a disabled item', async () => {
    render(<Example />);
    await userEvent.click(trigger('Warranty'));
    expect(trigger('Warranty')).toHaveAttribute('aria-expanded', 'false');
  });

  it('follows a controlled value', () => {
    const { rerender } = render(<Example value={[]} onValueChange={() => {}} />);
    expect(trigger('Returns')).toHaveAttribute('aria-expanded', 'false');
    rerender(<Example value={['returns']} onValueChange={() => {}} />);
    expect(trigger('Returns')).toHaveAttribute('aria-expanded', 'true');
  });
});
