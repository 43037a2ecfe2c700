import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeConformance } from '../../test';
import { PageHeading } from './PageHeading';

describeConformance('PageHeading', PageHeading, {
  props: { children: 'Tasks' },
  element: 'h1',
  slot: 'page-heading',
});

describe('PageHeading', () => {
  it('is the level-1 heading, focusable by script only', () => {
    render(<PageHeading>Tasks</PageHeading>);
    const heading = screen.getByRole('heading', { level: 1, name: 'Tasks' });
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('names the document after its text', () => {
    render(<PageHeading>Tasks</PageHeading>);
    expect(document.title).toBe('Tasks');
  });

  it('takes an explicit title when its content is not plain text', () => {
    render(
      <PageHeading documentTitle="Task 12">
        Task <em>12</em>
      </PageHeading>,
    );
    expect(document.title).toBe('Task 12');
  });

  it('leaves the document title alone when it has no text to give', () => {
    document.title = 'Before';
    render(
      <PageHeading>
        <span>🙂</span>
      </PageHeading>,
    );
    expect(document.title).toBe('Before');
  });
});
