import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { describeConformance } from '../../test';
import { LocaleProvider } from '../LocaleProvider/LocaleProvider';
import { Pagination } from './Pagination';
import { pageRange } from './pageRange';

describeConformance('Pagination', Pagination, {
  props: { pageCount: 5 },
  element: 'nav',
  slot: 'pagination',
});

const pageNames = () =>
  within(screen.getByRole('list'))
    .queryAllByRole('button')
    .map((b) => b.textContent);

describe('pageRange', () => {
  it.each([
    [1, 5, [1, 2, 3, 4, 5]],
    [1, 10, [1, 2, 3, 4, 5, 'end-ellipsis', 10]],
    [5, 10, [1, 'start-ellipsis', 4, 5, 6, 'end-ellipsis', 10]],
    [10, 10, [1, 'start-ellipsis', 6, 7, 8, 9, 10]],
    [0, 0, []],
  ])('page %s of %s shows %j', (page, count, expected) => {
    expect(pageRange(page, count)).toEqual(expected);
  });

  it('always shows the first, last and current page, in order, never more than 7 items', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e9 }), fc.integer({ min: 1, max: 1e9 }), (a, b) => {
        const count = Math.max(a, b);
        const page = Math.min(a, b);
        const items = pageRange(page, count);
        const numbers = items.filter((i): i is number => typeof i === 'number');
        expect(numbers).toContain(1);
        expect(numbers).toContain(count);
        expect(numbers).toContain(page);
        expect(items.length).toBeLessThanOrEqual(7);
        expect([...numbers].sort((x, y) => x - y)).toEqual(numbers);
      }),
    );
  });
});

describe('Pagination', () => {
  it('is a navigation landmark named "Pagination" by default', () => {
    render(<Pagination pageCount={3} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
  });

  it('marks the current page with aria-current="page" and names pages "Page n"', () => {
    render(<Pagination pageCount={5} defaultPage={3} />);
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 2' })).not.toHaveAttribute('aria-current');
  });

  it('moves with first, previous, next and last, and reports each page', async () => {
    const onPageChange = vi.fn();
    render(<Pagination pageCount={10} defaultPage={5} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Last page' }));
    await userEvent.click(screen.getByRole('button', { name: 'First page' }));
    expect(onPageChange.mock.calls).toEqual([[6], [5], [10], [1]]);
  });

  it('disables first and previous on the first page, next and last on the last', () => {
    const { rerender } = render(<Pagination pageCount={4} page={1} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'First page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
    rerender(<Pagination pageCount={4} page={4} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Last page' })).toBeDisabled();
  });

  it('is reached with Tab and activated with Enter and Space', async () => {
    const onPageChange = vi.fn();
    render(<Pagination pageCount={3} onPageChange={onPageChange} showFirstLast={false} />);
    await userEvent.tab(); // Page 1 (Previous is disabled)
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(onPageChange.mock.calls).toEqual([[2], [3]]);
  });

  it('renders pages as links when given an href builder, and refuses unsafe URLs', () => {
    render(<Pagination pageCount={3} defaultPage={2} getPageHref={(p) => `?page=${p}`} />);
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '?page=3');
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '?page=3');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('marks unavailable step links aria-disabled, without an href', () => {
    render(<Pagination pageCount={3} defaultPage={1} getPageHref={(p) => `?page=${p}`} />);
    const previous = screen.getByRole('link', { name: 'Previous page' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(previous).not.toHaveAttribute('href');
  });

  it('summarises the range in the locale: "Showing 21–40 of 1,234"', () => {
    render(<Pagination totalItems={1234} pageSize={20} page={2} onPageChange={() => {}} />);
    expect(screen.getByText('Showing 21–40 of 1,234')).toBeInTheDocument();
  });

  it('formats numbers for the locale', () => {
    render(
      <LocaleProvider locale="de-DE">
        <Pagination totalItems={1234} defaultPageSize={20} defaultPage={62} />
      </LocaleProvider>,
    );
    expect(screen.getByText('Showing 1.221–1.234 of 1.234')).toBeInTheDocument();
  });

  it('offers a labelled page-size select and reports the chosen size', async () => {
    const onPageSizeChange = vi.fn();
    render(
      <Pagination
        totalItems={100}
        defaultPageSize={10}
        pageSizeOptions={[10, 25, 50]}
        onPageSizeChange={onPageSizeChange}
      />,
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '25');
    expect(onPageSizeChange).toHaveBeenCalledWith(25);
    expect(screen.getByText('Showing 1–25 of 100')).toBeInTheDocument();
  });

  it('takes each of its words as a prop of its own, over the locale’s', () => {
    render(
      <Pagination
        pageCount={3}
        totalItems={60}
        pageSize={20}
        pageSizeOptions={[20, 50]}
        onPageSizeChange={() => {}}
        firstLabel="Start"
        previousLabel="Back"
        nextLabel="Forward"
        lastLabel="End"
        pageLabel={(page) => `Sheet ${page}`}
        pageSizeLabel="Per sheet"
        summaryText={({ start, end, total }) => `${start} to ${end}, ${total} in all`}
      />,
    );
    for (const name of ['Start', 'Back', 'Forward', 'End', 'Sheet 1', 'Sheet 3']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('combobox', { name: 'Per sheet' })).toBeInTheDocument();
    expect(screen.getByText('1 to 20, 60 in all')).toBeInTheDocument();
  });

  it('with no pages, says there are no results and disables every control', () => {
    render(<Pagination totalItems={0} />);
    expect(screen.getByText('No results')).toBeInTheDocument();
    expect(pageNames()).toEqual(['First page', 'Previous page', 'Next page', 'Last page']);
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
  });

  it('with one page, shows page 1 as current and nowhere to go', () => {
    render(<Pagination pageCount={1} />);
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('handles huge counts without listing every page', () => {
    render(<Pagination pageCount={1e12} defaultPage={5e11} />);
    expect(screen.getAllByRole('listitem').length).toBeLessThan(12);
    expect(screen.getByRole('button', { name: 'Page 1,000,000,000,000' })).toBeInTheDocument();
  });

  it.each([Number.NaN, -3, Infinity])('survives a page count of %s', (count) => {
    render(<Pagination pageCount={count} page={Number.NaN} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('clamps an out-of-range page to the last page', () => {
    render(<Pagination pageCount={3} page={99} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  });
});
