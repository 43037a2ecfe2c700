import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeConformance } from '../../test';
import { Fieldset } from './Fieldset';

describeConformance('Fieldset', Fieldset, {
  props: { legend: 'Address' },
  element: 'fieldset',
  slot: 'fieldset',
});

describe('Fieldset', () => {
  it('is a group named by its legend and described by its description and error', () => {
    render(
      <Fieldset legend="Address" description="Where we deliver." error="Enter a full address.">
        <input aria-label="Street" />
      </Fieldset>,
    );
    const group = screen.getByRole('group', { name: 'Address' });
    expect(group).toHaveAccessibleDescription('Where we deliver. Enter a full address.');
    expect(group).toHaveAttribute('data-invalid');
  });

  it('disables every control inside it', () => {
    render(
      <Fieldset legend="Address" disabled>
        <input aria-label="Street" />
      </Fieldset>,
    );
    expect(screen.getByRole('textbox', { name: 'Street' })).toBeDisabled();
  });
});
