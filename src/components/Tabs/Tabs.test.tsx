import { render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { describeConformance, expectConsole, rightToLeft } from '../../test';
import { Tab, TabList, TabPanel, Tabs, type TabsProps } from './Tabs';
import { TabNav, TabNavLink } from './TabNav';

function Example(props: Partial<TabsProps>) {
  return (
    <Tabs {...props}>
      <TabList aria-label="Settings">
        <Tab value="profile">Profile</Tab>
        <Tab value="billing">Billing</Tab>
        <Tab value="legacy" disabled>
          Legacy
        </Tab>
        <Tab value="team">Team</Tab>
      </TabList>
      <TabPanel value="profile">Profile panel</TabPanel>
      <TabPanel value="billing">Billing panel</TabPanel>
      <TabPanel value="legacy">Legacy panel</TabPanel>
      <TabPanel value="team">Team panel</TabPanel>
    </Tabs>
  );
}

describeConformance('Tabs', Tabs, { props: {}, element: 'div', slot: 'tabs' });
describeConformance('TabNav', TabNav, { props: {}, element: 'nav', slot: 'tab-nav' });

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('renders a named tablist whose first tab is selected and shows its labelled panel', () => {
    render(<Example />);
    expect(screen.getByRole('tablist', { name: 'Settings' })).toBeInTheDocument();
    expect(tab('Profile')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Profile' })).toHaveTextContent('Profile panel');
    expect(screen.queryByText('Billing panel')).toBeNull();
  });

  it('starts on defaultValue and reports the tab the user clicks', async () => {
    const onValueChange = vi.fn();
    render(<Example defaultValue="billing" onValueChange={onValueChange} />);
    expect(tab('Billing')).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(tab('Team'));
    expect(onValueChange).toHaveBeenCalledWith('team');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Team panel');
  });

  it('does not report the first automatic selection as a change', () => {
    const onValueChange = vi.fn();
    render(<Example onValueChange={onValueChange} />);
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('follows a controlled value', () => {
    const { rerender } = render(<Example value="billing" onValueChange={() => {}} />);
    expect(tab('Billing')).toHaveAttribute('aria-selected', 'true');
    rerender(<Example value="team" onValueChange={() => {}} />);
    expect(tab('Team')).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps one tab in the Tab order (roving tabindex), then Tab moves into the panel', async () => {
    render(<Example />);
    await userEvent.tab();
    expect(tab('Profile')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('automatic activation: arrow keys move focus and select, and loop at the ends', async () => {
    render(<Example />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Billing')).toHaveFocus();
    expect(tab('Billing')).toHaveAttribute('aria-selected', 'true');
    // A disabled tab stays focusable, so it can be discovered (APG), but it never shows its panel.
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Legacy')).toHaveFocus();
    expect(tab('Legacy')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Billing panel');
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Team')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Profile')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(tab('Team')).toHaveFocus();
  });

  it('Home and End go to the first and last tab', async () => {
    render(<Example />);
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    expect(tab('Team')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(tab('Profile')).toHaveFocus();
  });

  it('manual activation: arrows only move focus, Enter or Space selects', async () => {
    const onValueChange = vi.fn();
    render(<Example activation="manual" onValueChange={onValueChange} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Billing')).toHaveFocus();
    expect(tab('Profile')).toHaveAttribute('aria-selected', 'true');
    expect(onValueChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(tab('Billing')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight} ');
    expect(onValueChange.mock.calls).toEqual([['billing'], ['profile']]);
  });

  it('vertical: Up and Down move between tabs and the tablist says it is vertical', async () => {
    render(<Example orientation="vertical" />);
    expect(screen.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    expect(tab('Billing')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(tab('Profile')).toHaveFocus();
  });

  it.each(rightToLeft)('right-to-left by %s: ArrowLeft moves to the next tab', async (_, rtl) => {
    render(rtl(<Example />));
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    expect(tab('Billing')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Profile')).toHaveFocus();
  });

  it('starts on the first enabled tab, and keeps a keepMounted panel hidden and inert', () => {
    render(
      <Tabs>
        <TabList aria-label="Settings">
          <Tab value="old" disabled>
            Old
          </Tab>
          <Tab value="new">New</Tab>
        </TabList>
        <TabPanel value="old" keepMounted>
          Old panel
        </TabPanel>
        <TabPanel value="new">New panel</TabPanel>
      </Tabs>,
    );
    expect(tab('New')).toHaveAttribute('aria-selected', 'true');
    expect(tab('New')).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tabpanel', { name: 'New' })).toHaveTextContent('New panel');
    const kept = screen.getByText('Old panel');
    expect(kept).not.toBeVisible();
    expect(kept).toHaveAttribute('inert');
    expect(tab('Old')).toHaveAttribute('aria-controls', kept.id);
  });

  it('throws a clear error when a Tab is used outside Tabs', () => {
    expect(() => render(<Tab value="x">X</Tab>)).toThrow();
  });
});

describe('TabNav', () => {
  it('is a navigation of links with the current page marked, not a tablist', () => {
    render(
      <TabNav aria-label="Project">
        <TabNavLink href="/overview" current>
          Overview
        </TabNavLink>
        <TabNavLink href="/activity">Activity</TabNavLink>
      </TabNav>,
    );
    expect(screen.getByRole('navigation', { name: 'Project' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Activity' })).not.toHaveAttribute('aria-current');
  });

  it('lets a router render the link', () => {
    render(
      <TabNav aria-label="Project">
        <TabNavLink
          href="/overview"
          current
          render={(props) => (
            <a {...props} data-router="yes">
              {props.children}
            </a>
          )}
        >
          Overview
        </TabNavLink>
      </TabNav>,
    );
    const link = screen.getByRole('link', { name: 'Overview' });
    expect(link).toHaveAttribute('data-router', 'yes');
    expect(link).toHaveAttribute('aria-current', 'page');
  });

  it.each(['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'java\nscript:alert(1)', 'vbscript:x'])(
    'hands a router no unsafe URL (%j), as the plain link refuses it',
    (href) => {
      expectConsole('warn', /TabNavLink: refused the unsafe URL/);
      const renderLink = vi.fn((props: ComponentProps<'a'>) => <a {...props}>{props.children}</a>);
      render(
        <TabNav aria-label="Project">
          <TabNavLink href={href} render={renderLink}>
            Evil
          </TabNavLink>
        </TabNav>,
      );
      expect(renderLink).toHaveBeenCalledWith(expect.objectContaining({ href: undefined }));
      expect(screen.queryByRole('link', { name: 'Evil' })).toBeNull();
      expect(screen.getByText('Evil')).not.toHaveAttribute('href');
      expect(screen.getByText('Evil')).toHaveAttribute('data-unsafe-href');
    },
  );

  it('gives a router link that opens a new tab rel="noopener noreferrer"', () => {
    render(
      <TabNav aria-label="Project">
        <TabNavLink
          href="https://example.com/"
          target="_blank"
          rel="external"
          render={(props) => <a {...props}>{props.children}</a>}
        >
          Docs
        </TabNavLink>
      </TabNav>,
    );
    expect(screen.getByRole('link', { name: 'Docs' })).toHaveAttribute(
      'rel',
      'external noopener noreferrer',
    );
  });
});
