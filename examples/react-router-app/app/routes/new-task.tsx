import { Button, Form, PageHeading, TextField, toast } from 'tessera';
import { LeaveGuard } from 'tessera/router';

export const handle = { title: 'New task' };

/** A form that asks before its unsaved changes are left behind. */
export default function NewTask() {
  return (
    <>
      <PageHeading>New task</PageHeading>
      <Form
        aria-label="New task"
        defaultValues={{ title: '' }}
        onSubmit={(values) => {
          toast({ title: `Saved ${values.title}`, tone: 'success' });
        }}
      >
        <LeaveGuard />
        <TextField label="Title" name="title" required />
        <Button type="submit" variant="primary">
          Save
        </Button>
      </Form>
    </>
  );
}
