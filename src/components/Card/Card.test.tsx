import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { describeConformance, expectConsole } from '../../test';
import { Button } from '../Button/Button';
import {
  Card,
  CardBody,
  CardDescription,
  CardFooter,
  CardHeader,
  CardLink,
  CardTitle,
} from './Card';

describeConformance('Card', Card, { props: {}, element: 'div', slot: 'card' });
describeConformance('CardHeader', CardHeader, { props: {}, element: 'div', slot: 'card-header' });
describeConformance('CardTitle', CardTitle, { props: {}, element: 'h3', slot: 'card-title' });
describeConformance('CardBody', CardBody, { props: {}, element: 'div', slot: 'card-body' });
describeConformance('CardFooter', CardFooter, { props: {}, element: 'div', slot: 'card-footer' });
describeConformance('CardDescription', CardDescription, {
  props: {},
  element: 'p',
  slot: 'card-description',
});
describeConformance('CardLink', CardLink, {
  props: { href: '/x', children: 'X' },
  element: 'a',
  slot: 'card-link',
});

describe('Card', () => {
  it('renders its parts with a level 3 title by default', () => {
    render(
      <Card as="article">
        <CardHeader>
          <CardTitle>Quarterly plan</CardTitle>
          <CardDescription>Updated today</CardDescription>
        </CardHeader>
        <CardBody>Body</CardBody>
        <CardFooter>Footer</CardFooter>
      </Card>,
    );
    expect(screen.getByRole('article')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Quarterly plan' })).toBeInTheDocument();
  });

  it('an interactive card has one link, named by the title, and other buttons still work', async () => {
    const onArchive = vi.fn();
    render(
      <Card>
        <CardTitle>
          <CardLink href="/plans/1">Quarterly plan</CardLink>
        </CardTitle>
        <CardBody>Long description that is not part of the link name.</CardBody>
        <CardFooter>
          <Button onClick={onArchive}>Archive</Button>
        </CardFooter>
      </Card>,
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link')).toHaveAccessibleName('Quarterly plan');
    await userEvent.tab();
    expect(screen.getByRole('link')).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Archive' }));
    expect(onArchive).toHaveBeenCalled();
  });

  it('refuses an unsafe card link', () => {
    expectConsole('warn', /refused the unsafe URL/);
    render(
      <Card>
        <CardLink href="javascript:void 0">Plan</CardLink>
      </Card>,
    );
    expect(screen.queryByRole('link')).toBeNull();
  });
});
