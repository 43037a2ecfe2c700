import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  Alert,
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
  Badge,
  Button,
  Card,
  CardBody,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  Checkbox,
  DataTable,
  Inline,
  PageHeading,
  RadioGroup,
  Select,
  Stack,
  Switch,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  Text,
  TextArea,
  TextField,
  type DataTableColumn,
} from '../src';

interface Member {
  id: string;
  name: string;
  email: string;
  role: string;
  status: 'active' | 'invited' | 'suspended';
}

const members: Member[] = [
  { id: 'm1', name: 'Ada Lovelace', email: 'ada@example.com', role: 'Owner', status: 'active' },
  { id: 'm2', name: 'Grace Hopper', email: 'grace@example.com', role: 'Admin', status: 'active' },
  { id: 'm3', name: 'Alan Turing', email: 'alan@example.com', role: 'Editor', status: 'invited' },
  {
    id: 'm4',
    name: 'Katherine Johnson',
    email: 'kj@example.com',
    role: 'Viewer',
    status: 'suspended',
  },
];

const statusTone = { active: 'success', invited: 'accent', suspended: 'danger' } as const;
const statusWord = { active: 'Active', invited: 'Invited', suspended: 'Suspended' } as const;

const columns: DataTableColumn<Member>[] = [
  { key: 'name', header: 'Name', grow: true, width: 160 },
  { key: 'email', header: 'Email', width: 200 },
  { key: 'role', header: 'Role', width: 110 },
  {
    key: 'status',
    header: 'Status',
    width: 120,
    cell: (status) => <Badge tone={statusTone[status]}>{statusWord[status]}</Badge>,
  },
];

const regions = [
  { value: 'eu-west', label: 'Europe (Ireland)' },
  { value: 'us-east', label: 'US East (Virginia)' },
  { value: 'ap-south', label: 'Asia Pacific (Mumbai)' },
];

/**
 * One product screen built only from the barrel: the page a person meets when they set up a
 * project. The design is judged here, beside the same screen built with other libraries.
 */
function ProjectSettings() {
  return (
    <Stack
      as="main"
      gap="6"
      style={{ maxInlineSize: '62rem', marginInline: 'auto', padding: 'var(--space-4)' }}
    >
      <Inline justify="between">
        <Stack gap="1">
          <PageHeading>Project settings</PageHeading>
          <Text tone="muted" size="sm">
            Atlas · created 12 March 2025
          </Text>
        </Stack>
        <Inline gap="2">
          <Button>Discard</Button>
          <Button variant="primary">Save changes</Button>
        </Inline>
      </Inline>
      <Tabs defaultValue="general">
        <TabList aria-label="Project settings sections">
          <Tab value="general">General</Tab>
          <Tab value="members">Members</Tab>
          <Tab value="billing">Billing</Tab>
        </TabList>
        <TabPanel value="general">
          <Stack gap="6" style={{ paddingBlockStart: 'var(--space-6)' }}>
            <Alert tone="info" heading="Your plan renews on 1 July">
              Members you invite now are billed from that date.
            </Alert>
            <Card>
              <CardHeader>
                <CardTitle level={2}>General</CardTitle>
                <CardDescription>How the project appears to its members.</CardDescription>
              </CardHeader>
              <CardBody>
                <Stack gap="5">
                  <TextField label="Project name" defaultValue="Atlas" required />
                  <TextField
                    label="Slug"
                    defaultValue="atlas project"
                    description="Used in the project's address."
                    error="Use lowercase letters, digits and hyphens only."
                  />
                  <TextArea
                    label="Description"
                    defaultValue="Maps and routing for the delivery fleet."
                  />
                  <Select label="Region" options={regions} defaultValue="eu-west" />
                  <Checkbox
                    label="Make the project public"
                    description="Anyone with the link can view it."
                    defaultChecked
                  />
                  <Switch label="Email me a weekly summary" defaultChecked />
                  <RadioGroup
                    label="Default branch protection"
                    defaultValue="reviews"
                    options={[
                      { value: 'none', label: 'None' },
                      { value: 'reviews', label: 'Require a review' },
                      { value: 'locked', label: 'Locked' },
                    ]}
                  />
                </Stack>
              </CardBody>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle level={2}>Members</CardTitle>
                <CardDescription>Four people can open this project.</CardDescription>
              </CardHeader>
              <CardBody>
                <DataTable
                  label="Members"
                  data={members}
                  columns={columns}
                  getRowId={(member) => member.id}
                  getRowLabel={(member) => member.name}
                  selectable
                  defaultState={{ selection: { all: false, ids: ['m2'] } }}
                />
              </CardBody>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle level={2}>Delete project</CardTitle>
                <CardDescription>
                  Removes the project, its maps and its history for every member.
                </CardDescription>
              </CardHeader>
              <CardFooter>
                <AlertDialog destructive>
                  <AlertDialogTrigger variant="danger">Delete project</AlertDialogTrigger>
                  <AlertDialogContent>
                    <AlertDialogTitle>Delete Atlas?</AlertDialogTitle>
                    <AlertDialogDescription>
                      The project, its maps and its history are deleted for every member. This
                      cannot be undone.
                    </AlertDialogDescription>
                    <AlertDialogFooter>
                      <AlertDialogCancel />
                      <AlertDialogAction>Delete project</AlertDialogAction>
                    </AlertDialogFooter>
                  </AlertDialogContent>
                </AlertDialog>
              </CardFooter>
            </Card>
          </Stack>
        </TabPanel>
        <TabPanel value="members">
          <Text style={{ paddingBlockStart: 'var(--space-6)' }}>Members are listed here.</Text>
        </TabPanel>
        <TabPanel value="billing">
          <Text style={{ paddingBlockStart: 'var(--space-6)' }}>Invoices are listed here.</Text>
        </TabPanel>
      </Tabs>
    </Stack>
  );
}

const meta = {
  title: 'Examples/Project settings',
  component: ProjectSettings,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ProjectSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page as it opens: every control at rest, one member selected, the slug in error. */
export const Page: Story = {
  parameters: { visual: { viewport: true, fullPage: true, widths: [360, 768, 1280] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Project settings' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Slug' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByRole('checkbox', { name: 'Select Grace Hopper' })).toBeChecked();
  },
};

/** Delete project, pressed: the confirmation over the page, focus on its safe choice. */
export const DeleteDialog: Story = {
  parameters: { visual: { viewport: true, fullPage: true, play: true, widths: [360, 768, 1280] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete project' }));
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: 'Delete Atlas?',
    });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
  },
};
