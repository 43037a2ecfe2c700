import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { describeConformance, expectConsole } from '../../test';
import { Breadcrumbs } from './Breadcrumbs';

const trail = [
  { label: 'Home', href: '/' },
  { label: 'Projects', href: '/projects' },
  { label: 'Tessera', href: '/projects/tessera' },
  { label: 'Settings', href: '/projects/tessera/settings' },
  { label: 'Members', href: '/projects/tessera/settings/members' },
  { label: 'Invite' },
];

describeConformance('Breadcrumbs', Breadcrumbs, {
  props: { items: trail.slice(0, 2) },
  element: 'nav',
  slot: 'breadcrumbs',
});

describe('Breadcrumbs', () => {
  it('is a navigation named "Breadcrumb" holding an ordered list', () => {
    render(<Breadcrumbs items={trail} />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getByRole('list').tagName).toBe('OL');
    expect(within(nav).getAllByRole('listitem')).toHaveLength(6);
  });

  it('marks the last item as the current page', () => {
    render(<Breadcrumbs items={trail.slice(0, 3)} />);
    expect(screen.getByRole('link', { name: 'Tessera' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('marks a current page without a URL too, as text', () => {
    render(<Breadcrumbs items={trail} />);
    expect(screen.getByText('Invite')).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('link', { name: 'Invite' })).toBeNull();
  });

  it('hides separators from assistive technology, and puts none after the last item', () => {
    const { container } = render(<Breadcrumbs items={trail.slice(0, 3)} />);
    const separators = container.querySelectorAll('[data-slot="breadcrumb-separator"]');
    expect(separators).toHaveLength(2);
    for (const s of separators) expect(s).toHaveAttribute('aria-hidden', 'true');
  });

  it('refuses an unsafe URL, keeping the label as text', () => {
    expectConsole('warn', /Link: refused the unsafe URL/);
    render(
      <Breadcrumbs items={[{ label: 'Evil', href: 'javascript:alert(1)' }, { label: 'Here' }]} />,
    );
    expect(screen.queryByRole('link', { name: 'Evil' })).toBeNull();
    expect(screen.getByText('Evil')).not.toHaveAttribute('href');
  });

  it('collapses a long trail behind a named "…" button that expands it and keeps focus in place', async () => {
    render(<Breadcrumbs items={trail} maxItems={4} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.queryByRole('link', { name: 'Projects' })).toBeNull();
    const more = screen.getByRole('button', { name: 'Show 3 more breadcrumbs' });
    await userEvent.tab();
    await userEvent.tab();
    expect(more).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Projects' })).toHaveFocus());
  });

  it('does not collapse when the trail fits', () => {
    render(<Breadcrumbs items={trail.slice(0, 3)} maxItems={4} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('lets a router render the links', () => {
    render(
      <Breadcrumbs
        items={trail.slice(0, 2)}
        renderLink={(props) => (
          <a {...props} data-router="yes">
            {props.children}
          </a>
        )}
      />,
    );
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('data-router', 'yes');
  });

  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,x',
  ])('hands a router no unsafe URL (%j): the label stays text, as without a router', (href) => {
    expectConsole('warn', /Breadcrumbs: refused the unsafe URL/);
    const renderLink = vi.fn((props: ComponentProps<'a'>) => <a {...props}>{props.children}</a>);
    render(
      <Breadcrumbs items={[{ label: 'Evil', href }, { label: 'Here' }]} renderLink={renderLink} />,
    );
    expect(renderLink).toHaveBeenCalledWith(expect.objectContaining({ href: undefined }));
    expect(screen.queryByRole('link', { name: 'Evil' })).toBeNull();
    expect(screen.getByText('Evil')).not.toHaveAttribute('href');
    expect(screen.getByText('Evil')).toHaveAttribute('data-unsafe-href');
  });

  it('renders an empty trail without crashing', () => {
    render(<Breadcrumbs items={[]} />);
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument();
  });
});
