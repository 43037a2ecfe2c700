// The README's "Use it in your app" example, word for word (examples/package.test.ts compares
// them), so it is typechecked against the packed declarations like the rest of this app (not rendered).
import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
  Form,
  LocaleProvider,
  TextField,
  ThemeProvider,
  ToastProvider,
  toast,
} from 'tessera';

export default function App() {
  return (
    <ThemeProvider>
      <LocaleProvider locale="en-GB">
        <ToastProvider>
          <Form
            aria-label="Sign up"
            defaultValues={{ email: '' }}
            onSubmit={(values) => {
              toast(`Welcome, ${values.email}`);
            }}
          >
            <TextField label="Email" name="email" type="email" required />
            <Button type="submit" variant="primary">
              Sign up
            </Button>
          </Form>
          <Dialog>
            <DialogTrigger>Terms</DialogTrigger>
            <DialogContent>
              <DialogTitle>Terms of use</DialogTitle>
              <DialogFooter>
                <DialogClose>Close</DialogClose>
              </DialogFooter>
            </DialogContent>
          </Dialog>
        </ToastProvider>
      </LocaleProvider>
    </ThemeProvider>
  );
}
