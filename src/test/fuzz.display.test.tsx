import { cleanup, render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Alert } from '../components/Alert/Alert';
import { Badge } from '../components/Badge/Badge';
import { Breadcrumbs } from '../components/Breadcrumbs/Breadcrumbs';
import { EmptyState } from '../components/EmptyState/EmptyState';
import { Pagination } from '../components/Pagination/Pagination';
import { allowConsole } from './console';
import {
  expectNoInjectedMarkup,
  foldWhitespace,
  fuzzRuns,
  hostileNumber,
  hostileString,
} from './fuzz';
import { anyHref, expectNoExecutableHref } from './fuzzUrl';

// Property-based tests for the display and navigation components: any text renders as text, any
// number (NaN, Infinity, negative, huge) leaves a usable control, and nothing throws or logs.

function check(ui: React.ReactElement): HTMLElement {
  const { container } = render(ui);
  expectNoInjectedMarkup(container);
  return container;
}

describe('fuzz: display components render any text as text', () => {
  it('Badge, EmptyState and Alert', () => {
    fc.assert(
      fc.property(hostileString, hostileString, (a, b) => {
        const text = (el: HTMLElement) => foldWhitespace(el.textContent ?? '');
        expect(text(check(<Badge>{a}</Badge>))).toBe(foldWhitespace(a));
        cleanup();
        expect(text(check(<EmptyState heading={a || 'x'} description={b} />))).toContain(
          foldWhitespace(b),
        );
        cleanup();
        expect(text(check(<Alert heading={a}>{b}</Alert>))).toContain(foldWhitespace(b));
        cleanup();
      }),
      fuzzRuns,
    );
  });

  it('Breadcrumbs with any labels, any number of items and hostile hrefs', () => {
    allowConsole('warn', /^\[Tessera\]/);
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ label: hostileString, href: fc.option(anyHref, { nil: undefined }) }),
          {
            maxLength: 12,
          },
        ),
        fc.integer({ min: -2, max: 20 }),
        (items, maxItems) => {
          const container = check(<Breadcrumbs items={items} maxItems={maxItems} />);
          expectNoExecutableHref(container);
          // Above maxItems the middle collapses behind one button (one item kept before it, two
          // after); the last item is the current page.
          const collapsed = maxItems > 0 && items.length > maxItems && items.length > 4;
          const shown = container.querySelectorAll('[data-slot="breadcrumb-item"]');
          expect(shown).toHaveLength(collapsed ? 4 : items.length);
          const expand = container.querySelector('[data-slot="breadcrumb-expand"]');
          if (collapsed) {
            const hidden = items.length - 3;
            expect(expand).toHaveAccessibleName(
              `Show ${hidden} more breadcrumb${hidden === 1 ? '' : 's'}`,
            );
          } else {
            expect(expand).toBeNull();
          }
          const current = container.querySelectorAll('[aria-current="page"]');
          if (items.length > 0) {
            expect(current).toHaveLength(1);
            expect(foldWhitespace(current[0]!.textContent ?? '')).toBe(
              foldWhitespace(String(items.at(-1)!.label)),
            );
          }
          cleanup();
        },
      ),
      fuzzRuns,
    );
  });
});

describe('fuzz: Pagination with any numbers', () => {
  it('never throws, never shows NaN or Infinity, and keeps the current page within range', () => {
    allowConsole('warn', /^\[Tessera\]/);
    fc.assert(
      fc.property(hostileNumber, hostileNumber, hostileNumber, (page, pageCount, totalItems) => {
        const container = check(
          <Pagination
            page={page}
            onPageChange={() => {}}
            pageCount={pageCount}
            totalItems={totalItems}
          />,
        );
        expect(container.textContent).not.toMatch(/NaN|Infinity/);
        const current = container.querySelector('[aria-current="page"]');
        // Page numbers are formatted for the locale ("1,000"): read the digits.
        if (current)
          expect(Number(current.textContent!.replace(/\D/g, ''))).toBeGreaterThanOrEqual(1);
        cleanup();
      }),
      fuzzRuns,
    );
  });

  it('renders a huge page count without rendering every page', () => {
    render(<Pagination page={500_000} onPageChange={() => {}} pageCount={1_000_000} />);
    expect(screen.getAllByRole('button').length).toBeLessThan(20);
  });
});
