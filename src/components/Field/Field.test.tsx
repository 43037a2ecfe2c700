import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeConformance } from '../../test';
import { TextField } from '../TextField/TextField';
import { Field, useFieldControl, type FieldControlProps } from './Field';

function Input(props: FieldControlProps & React.ComponentProps<'input'>) {
  return <input {...useFieldControl(props)} />;
}

describeConformance('Field', Field, { props: { label: 'Name' }, element: 'div', slot: 'field' });

describe('Field', () => {
  it('names its control by the label', () => {
    render(
      <Field label="Email">
        <Input type="email" />
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
  });

  it('describes the control with the description and, when invalid, the error', () => {
    render(
      <Field
        label="Email"
        description="We never share it."
        error="Enter an email address like name@example.com."
      >
        <Input type="email" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAccessibleDescription(
      'We never share it. Enter an email address like name@example.com.',
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleErrorMessage('Enter an email address like name@example.com.');
  });

  it('is valid with no error and points aria-describedby at the description only', () => {
    render(
      <Field label="Name" description="As on your passport.">
        <Input />
      </Field>,
    );
    const input = screen.getByRole('textbox');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-errormessage');
    expect(input).toHaveAccessibleDescription('As on your passport.');
  });

  it('passes required and disabled to the control and marks the label', () => {
    render(
      <Field label="Name" required disabled>
        <Input />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: /Name/ });
    expect(input).toBeRequired();
    expect(input).toBeDisabled();
    expect(screen.getByRole('textbox').closest('[data-slot="field"]')).toHaveAttribute(
      'data-required',
    );
  });

  it('keeps a hidden label as the accessible name', () => {
    render(
      <Field label="Search" hideLabel>
        <Input type="search" />
      </Field>,
    );
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeInTheDocument();
  });

  it("lets the control's own props win", () => {
    render(
      <Field label="Name" controlId="given">
        <Input aria-describedby="extra" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveAttribute('id', 'given');
    expect(input.getAttribute('aria-describedby')).toContain('extra');
  });

  it.each([
    [
      'Field',
      <Field key="f" label="Name" description="" error="">
        <Input />
      </Field>,
    ],
    ['a Tessera control', <TextField key="t" label="Name" description="" error="" />],
  ])('counts an empty description and error as none, in %s', (_, ui) => {
    const { container } = render(ui);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(
      container.querySelector('[data-slot$="-description"], [data-slot$="-error"]'),
    ).toBeNull();
  });

  it('renders an error containing markup as text', () => {
    render(
      <Field label="Name" error={'<img src=x onerror=alert(1)>'}>
        <Input />
      </Field>,
    );
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });
});
