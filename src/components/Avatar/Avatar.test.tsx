import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeConformance, expectConsole } from '../../test';
import { Avatar } from './Avatar';
import { getInitials } from './initials';

describeConformance('Avatar', Avatar, {
  props: { name: 'Ada Lovelace' },
  element: 'span',
  slot: 'avatar',
});

describe('getInitials', () => {
  it.each([
    ['Ada Lovelace', 'AL'],
    ['ada', 'A'],
    ['Jean-Luc Picard', 'JP'],
    ['  Grace   Brewster  Hopper ', 'GH'],
    ['🦊 Fox', '🦊F'],
    ['👩‍💻 Dev', '👩‍💻D'],
    ['محمد علي', 'مع'],
    ['(Ada) Lovelace', 'AL'],
    ['', ''],
    ['   ', ''],
    ['!!!', ''],
  ])('%j gives %j', (name, initials) => {
    expect(getInitials(name)).toBe(initials);
  });

  it('survives a missing name', () => {
    expect(getInitials(undefined)).toBe('');
  });
});

describe('Avatar', () => {
  it('is an image named by the name, showing initials until a picture loads', () => {
    render(<Avatar name="Ada Lovelace" src="/ada.png" />);
    expect(screen.getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent('AL');
  });

  it('is hidden from assistive technology when decorative', () => {
    render(<Avatar name="Ada Lovelace" decorative />);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('without a name, warns and hides itself rather than being an unnamed image', () => {
    expectConsole('warn', /Avatar: no name/);
    const { container } = render(<Avatar name="" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('[data-slot="avatar"]')).toHaveAttribute('aria-hidden', 'true');
  });

  it.each(['xs', 'sm', 'md', 'lg', 'xl'] as const)('exposes size %s', (size) => {
    render(<Avatar name="Ada" size={size} />);
    expect(screen.getByRole('img')).toHaveAttribute('data-size', size);
  });
});
