import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Stack, Tab, TabList, TabNav, TabNavLink, TabPanel, Tabs, Text } from '../src';

/** A panel's distance from its tab list is the page's to choose; here, a small step. */
const panelSpace = { paddingBlockStart: 'var(--space-3)' };

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: { onValueChange: fn() },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Account settings">
        <Tab value="profile">Profile</Tab>
        <Tab value="billing">Billing</Tab>
        <Tab value="legacy" disabled>
          Legacy
        </Tab>
        <Tab value="team">Team</Tab>
      </TabList>
      <TabPanel value="profile">
        <Text style={panelSpace}>Your name, photo and contact details.</Text>
      </TabPanel>
      <TabPanel value="billing">
        <Text style={panelSpace}>Invoices and payment methods.</Text>
      </TabPanel>
      <TabPanel value="legacy">
        <Text style={panelSpace}>Old settings.</Text>
      </TabPanel>
      <TabPanel value="team">
        <Text style={panelSpace}>People in your workspace.</Text>
      </TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Waits until `tab` is the tab list's one Tab stop (Base UI sets the roving tabindex after mount),
 * so that pressing Tab lands where a user's would.
 */
async function expectTabStop(tab: HTMLElement) {
  await waitFor(() => expect(tab).toHaveAttribute('tabindex', '0'));
}

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('tablist', { name: 'Account settings' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Profile' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Team' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('team');
    await expect(canvas.getByRole('tabpanel', { name: 'Team' })).toHaveTextContent('People');
  },
};

/** Automatic activation: arrow keys move focus and show the panel at once; Home/End go to the ends. */
export const KeyboardAutomatic: Story = {
  play: async ({ canvas }) => {
    await expectTabStop(canvas.getByRole('tab', { name: 'Profile' }));
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Profile' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Billing' })).toHaveFocus();
    // The old panel stays (inert) while its exit transition runs: wait until only the new one is left.
    await waitFor(() => expect(canvas.getByRole('tabpanel')).toHaveTextContent('Invoices'));
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Team' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'Profile' })).toHaveFocus();
    await waitFor(() => expect(canvas.getAllByRole('tabpanel')).toHaveLength(1));
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

/** Manual activation: arrows move focus only; Enter or Space shows the panel. */
export const KeyboardManual: Story = {
  args: { activation: 'manual' },
  play: async ({ canvas }) => {
    await expectTabStop(canvas.getByRole('tab', { name: 'Profile' }));
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Profile' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Billing' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Profile' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('tab', { name: 'Billing' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical', defaultValue: 'billing' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    // The selected tab, not the first, is the tab stop.
    await expectTabStop(canvas.getByRole('tab', { name: 'Billing' }));
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Billing' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('tab', { name: 'Legacy' })).toHaveFocus();
  },
};

/** Right to left: the tab order runs from the right, and ArrowLeft moves to the next tab. */
export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  play: async ({ canvas }) => {
    await expectTabStop(canvas.getByRole('tab', { name: 'Profile' }));
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Profile' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Billing' })).toHaveFocus();
  },
};

/**
 * Tabs that go to pages are a navigation of links, not a tablist (APG): Tab moves between them and
 * the current page is `aria-current="page"`.
 */
export const AsLinks: Story = {
  render: () => (
    <TabNav aria-label="Project sections">
      <TabNavLink href="#overview" current>
        Overview
      </TabNavLink>
      <TabNavLink href="#activity">Activity</TabNavLink>
      <TabNavLink href="#settings">Settings</TabNavLink>
    </TabNav>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Project sections' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Overview' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Activity' })).toHaveFocus();
  },
};

export const ManyTabs: Story = {
  render: () => (
    <div style={{ maxInlineSize: 360 }}>
      <Tabs>
        <TabList aria-label="Months">
          {['January', 'February', 'March', 'April', 'May', 'June', 'July'].map((m) => (
            <Tab key={m} value={m}>
              {m}
            </Tab>
          ))}
        </TabList>
        {['January', 'February', 'March', 'April', 'May', 'June', 'July'].map((m) => (
          <TabPanel key={m} value={m}>
            <Text style={panelSpace}>Report for {m}.</Text>
          </TabPanel>
        ))}
      </Tabs>
    </div>
  ),
};

export const AllStates: Story = {
  render: () => (
    <Stack gap="6">
      <Tabs defaultValue="b">
        <TabList aria-label="Horizontal example">
          <Tab value="a">Inactive</Tab>
          <Tab value="b">Active</Tab>
          <Tab value="c" disabled>
            Disabled
          </Tab>
        </TabList>
        <TabPanel value="b">
          <Text style={panelSpace}>Panel</Text>
        </TabPanel>
      </Tabs>
      <Tabs orientation="vertical">
        <TabList aria-label="Vertical example">
          <Tab value="a">First</Tab>
          <Tab value="b">Second</Tab>
        </TabList>
        <TabPanel value="a">
          <Text style={panelSpace}>Vertical panel</Text>
        </TabPanel>
        <TabPanel value="b">
          <Text style={panelSpace}>Second panel</Text>
        </TabPanel>
      </Tabs>
      <TabNav aria-label="Link tabs example">
        <TabNavLink href="#a" current>
          Current page
        </TabNavLink>
        <TabNavLink href="#b">Other page</TabNavLink>
      </TabNav>
    </Stack>
  ),
};
