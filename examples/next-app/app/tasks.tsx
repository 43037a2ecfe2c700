'use client';

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
  Menu,
  MenuContent,
  MenuItem,
  MenuTrigger,
  Select,
  Stack,
  TextField,
  toast,
  type DataTableColumn,
} from 'tessera';

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

/** The client part of the page: a form, overlays and a table, as an app would use them. */
export function Tasks() {
  const [said, say] = useState('');
  return (
    <Stack gap="6">
      <Heading level={2}>Tasks</Heading>
      <Form
        aria-label="New task"
        defaultValues={{ title: '', priority: 'low', due: '' }}
        onSubmit={(values) => {
          toast({ title: `Saved ${values.title}`, tone: 'success' });
        }}
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
    </Stack>
  );
}
