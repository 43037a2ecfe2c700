import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  Button,
  ErrorSummary,
  Form,
  Heading,
  LocaleProvider,
  Stack,
  TextField,
  type Messages,
} from '../src';
import ar from 'tessera/locales/ar';
import de from 'tessera/locales/de';

/**
 * A form's error summary on its own page. `<Form>` renders one at the top by default; with
 * `errorSummary={false}` you place `<ErrorSummary>` yourself. It shows after a failed submission.
 */
const meta = {
  title: 'Forms/ErrorSummary',
  component: ErrorSummary,
  tags: ['autodocs'],
  args: { headingLevel: 2 },
  render: (args) => (
    <Form aria-label="Delivery" errorSummary={false} defaultValues={{ name: '', postcode: '' }}>
      <Stack gap="4" style={{ maxInlineSize: 420 }}>
        <Heading level={1} size="md">
          Delivery
        </Heading>
        <ErrorSummary {...args} />
        <TextField label="Name" name="name" required />
        <TextField label="Postcode" name="postcode" required />
        <div>
          <Button type="submit" variant="primary">
            Continue
          </Button>
        </div>
      </Stack>
    </Form>
  ),
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** After a failed submission: every problem, each a link to its field; the summary takes focus. */
export const AfterSubmit: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const summary = await canvas.findByRole('region', { name: 'There are 2 problems' });
    await waitFor(() => expect(summary).toHaveFocus());
    await userEvent.click(canvas.getByRole('link', { name: /Postcode/ }));
    await expect(canvas.getByRole('textbox', { name: /Postcode/ })).toHaveFocus();
  },
};

/** A heading of your own, at the level the page's outline needs. */
export const CustomTitle: Story = {
  args: { title: 'Check your delivery details', headingLevel: 2 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Check your delivery details', level: 2 }),
    ).toBeVisible();
  },
};

/** A form's own words in one language; the summary's heading and each message come from the catalogue. */
interface FormCopy {
  locale: string;
  messages: Messages;
  heading: string;
  name: string;
  postcode: string;
  email: string;
  submit: string;
}

function TranslatedForm({ copy }: { copy: FormCopy }) {
  return (
    <LocaleProvider locale={copy.locale} messages={copy.messages}>
      <Form
        aria-label={copy.heading}
        defaultValues={{ name: '', postcode: '', email: 'ada' }}
        style={{ maxInlineSize: 480 }}
      >
        <Stack gap="4">
          <Heading level={1} size="md">
            {copy.heading}
          </Heading>
          <TextField label={copy.name} name="name" required />
          <TextField label={copy.postcode} name="postcode" required />
          <TextField label={copy.email} name="email" type="email" />
          <div>
            <Button type="submit" variant="primary">
              {copy.submit}
            </Button>
          </div>
        </Stack>
      </Form>
    </LocaleProvider>
  );
}

/** Submits the form (by its only button) and waits for the summary of three problems to take focus. */
async function submitAndWait(canvasElement: HTMLElement, summaryName: string | RegExp) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button'));
  const summary = await canvas.findByRole('region', { name: summaryName });
  await waitFor(() => expect(summary).toHaveFocus());
}

// The summary shows only after a failed submission: the visual test runs the play function first.
const afterSubmit = { visual: { play: true } };

/** After a failed submission, in German: the summary's heading and every message from the catalogue. */
export const AllStatesGerman: Story = {
  parameters: afterSubmit,
  render: () => (
    <TranslatedForm
      copy={{
        locale: 'de-DE',
        messages: de,
        heading: 'Lieferadresse',
        name: 'Vollständiger Name',
        postcode: 'Postleitzahl',
        email: 'E-Mail-Adresse für Versandbenachrichtigungen',
        submit: 'Weiter zur Zahlung',
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    await submitAndWait(canvasElement, 'Es gibt 3 Probleme');
  },
};

/** After a failed submission, in Arabic, right to left. */
export const AllStatesArabic: Story = {
  parameters: afterSubmit,
  render: () => (
    <div dir="rtl">
      <TranslatedForm
        copy={{
          locale: 'ar-EG',
          messages: ar,
          heading: 'عنوان التوصيل',
          name: 'الاسم الكامل',
          postcode: 'الرمز البريدي',
          email: 'البريد الإلكتروني لإشعارات الشحن',
          submit: 'المتابعة إلى الدفع',
        }}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    // Three, in the Arabic-Indic digits of ar-EG.
    await submitAndWait(canvasElement, 'توجد ٣ مشكلات');
  },
};
