import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeConformance } from '../../test';
import { Text } from './Text';

describeConformance('Text', Text, { props: { children: 'Body' }, element: 'p', slot: 'text' });

describe('Text', () => {
  it.each(['span', 'div', 'strong', 'em', 'small'] as const)('renders as <%s> when asked', (as) => {
    const { container } = render(<Text as={as}>Body</Text>);
    expect(container.firstElementChild!.tagName.toLowerCase()).toBe(as);
  });

  it('exposes size, tone and weight for styling', () => {
    render(
      <Text size="sm" tone="danger" weight="bold">
        Body
      </Text>,
    );
    const text = screen.getByText('Body');
    expect(text).toHaveAttribute('data-size', 'sm');
    expect(text).toHaveAttribute('data-tone', 'danger');
    expect(text).toHaveAttribute('data-weight', 'bold');
  });

  it('when truncated, keeps the whole text available as its title', () => {
    render(<Text truncate>A long sentence</Text>);
    expect(screen.getByText('A long sentence')).toHaveAttribute('title', 'A long sentence');
  });

  it('renders markup as text', () => {
    render(<Text>{'<script>alert(1)</script>'}</Text>);
    expect(screen.getByText('<script>alert(1)</script>')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
  });
});
