import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeConformance, expectConsole } from '../../test';
import { isSafeHref } from '../../utils/safeUrl';
import { Link } from './Link';

describeConformance('Link', Link, {
  props: { href: '/a', children: 'A' },
  element: 'a',
  slot: 'link',
});

describe('Link', () => {
  it('is a link with its href', () => {
    render(<Link href="/tasks">Tasks</Link>);
    expect(screen.getByRole('link', { name: 'Tasks' })).toHaveAttribute('href', '/tasks');
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0000javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
  ])('refuses the unsafe URL %j and keeps the text as text', (href) => {
    expectConsole('warn', /Link: refused the unsafe URL/);
    render(<Link href={href}>Click me</Link>);
    expect(screen.queryByRole('link')).toBeNull();
    const text = screen.getByText('Click me');
    expect(text).not.toHaveAttribute('href');
    expect(text).toHaveAttribute('data-unsafe-href');
  });

  it.each([
    '/relative',
    'relative/path',
    '#top',
    '?q=1',
    'https://example.com',
    'http://example.com',
    'mailto:a@b.c',
    'tel:+123',
  ])('accepts the safe URL %j', (href) => {
    expect(isSafeHref(href)).toBe(true);
    render(<Link href={href}>Go</Link>);
    expect(screen.getByRole('link')).toHaveAttribute('href', href);
  });

  it('adds rel="noopener noreferrer" to links that open a new tab, keeping the given rel', () => {
    render(
      <Link href="https://example.com" target="_blank" rel="author">
        Site
      </Link>,
    );
    const link = screen.getByRole('link');
    expect(link.getAttribute('rel')!.split(' ').sort()).toEqual([
      'author',
      'noopener',
      'noreferrer',
    ]);
  });

  it('external opens a new tab and tells screen readers so', () => {
    render(
      <Link href="https://example.com" external>
        Site
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Site (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('renders markup in its text as text', () => {
    render(<Link href="/x">{'<img src=x onerror=alert(1)>'}</Link>);
    expect(screen.getByRole('link')).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(document.querySelector('img')).toBeNull();
  });
});
