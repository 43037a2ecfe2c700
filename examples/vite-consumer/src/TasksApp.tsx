import { useState } from 'react';
import {
  Button,
  DataTable,
  DatePicker,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
  Form,
  Heading,
  LocaleProvider,
  Menu,
  MenuContent,
  MenuItem,
  MenuTrigger,
  Pagination,
  Select,
  Stack,
  TextField,
  ThemeProvider,
  type DataTableColumn,
} from 'tessera';
// One catalogue, imported statically: the app's bundle holds German and no other language.
import de from 'tessera/locales/de';

interface Task {
  id: string;
  title: string;
  points: number;
}

const tasks: Task[] = [
  { id: 'a', title: 'Write the report', points: 3 },
  { id: 'b', title: 'Review the release', points: 1 },
  { id: 'c', title: 'Fix the cache', points: 2 },
];

const columns: DataTableColumn<Task>[] = [
  { key: 'title', header: 'Title' },
  { key: 'points', header: 'Points', align: 'end' },
];

const priorities = [
  { value: 'low', label: 'Low' },
  { value: 'high', label: 'High' },
];

/** A user's app: the providers once, then Tessera's components imported from the package. */
export function TasksApp() {
  const [said, say] = useState('');
  return (
    <ThemeProvider>
      <LocaleProvider locale="en-US">
        <main>
          <Stack gap="6" style={{ padding: 24, maxInlineSize: 640 }}>
            <Heading level={1}>Tessera in a separate app</Heading>
            <Form
              aria-label="New task"
              defaultValues={{ title: '', priority: 'low', due: '' }}
              onSubmit={(values) => say(`Saved ${JSON.stringify(values)}`)}
            >
              <TextField label="Title" name="title" required />
              <Select label="Priority" name="priority" options={priorities} />
              <DatePicker label="Due" name="due" />
              <Button type="submit" variant="primary">
                Save
              </Button>
            </Form>
            <Dialog>
              <DialogTrigger>Open dialog</DialogTrigger>
              <DialogContent>
                <DialogTitle>Delete the task?</DialogTitle>
                <DialogDescription>It cannot be undone.</DialogDescription>
                <DialogFooter>
                  <DialogClose>Keep it</DialogClose>
                </DialogFooter>
              </DialogContent>
            </Dialog>
            <Menu>
              <MenuTrigger>Actions</MenuTrigger>
              <MenuContent>
                <MenuItem onClick={() => say('Edit chosen')}>Edit</MenuItem>
                <MenuItem onClick={() => say('Duplicate chosen')}>Duplicate</MenuItem>
              </MenuContent>
            </Menu>
            <DataTable label="Tasks" data={tasks} columns={columns} getRowId={(task) => task.id} />
            <output aria-label="Last action">{said}</output>
            <LocaleProvider locale="de-DE" messages={de}>
              <div lang="de">
                <Pagination pageCount={3} />
              </div>
            </LocaleProvider>
          </Stack>
        </main>
      </LocaleProvider>
    </ThemeProvider>
  );
}
