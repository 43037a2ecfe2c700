import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import {
  APP_SHELL_WIDE_QUERY,
  Button,
  Stack,
  Text,
  cx,
  defaultTableState,
  formatFileSize,
  getInitials,
  isAcceptedFile,
  isRowSelected,
  isSafeHref,
  localeDirection,
  pageRange,
  selectAllResults,
  selectedCount,
  setPageSelected,
  setRowSelected,
  useControllableState,
  useMediaQuery,
  type DataTableSelection,
} from '../../src';
import { CallTable } from '../support/CallTable';

// The live examples of Guides/Helpers (HelpersGuide.mdx): the small functions and hooks the
// components are made of, exported for apps that build their own.
const meta = {
  title: 'Guides/Helpers',
  tags: ['!dev', '!autodocs'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

// ── Functions ──────────────────────────────────────────────────────────────────────────────────
const pdf = new File(['%PDF'], 'report.pdf', { type: 'application/pdf' });

/** What each helper returns, computed as the page renders. */
export const Functions: Story = {
  render: () => (
    <Stack gap="6">
      <CallTable
        caption="Text, files and addresses"
        rows={[
          ["getInitials('Ada Lovelace')", getInitials('Ada Lovelace')],
          ["getInitials('björk')", getInitials('björk')],
          ["formatFileSize(1536, 'en-US')", formatFileSize(1536, 'en-US')],
          ["formatFileSize(3_200_000, 'de-DE')", formatFileSize(3_200_000, 'de-DE')],
          ["isAcceptedFile(report.pdf, ['.pdf'])", isAcceptedFile(pdf, ['.pdf'])],
          ["isAcceptedFile(report.pdf, ['image/*'])", isAcceptedFile(pdf, ['image/*'])],
          ["isSafeHref('https://example.com')", isSafeHref('https://example.com')],
          ["isSafeHref('javascript:alert(1)')", isSafeHref('javascript:alert(1)')],
          ["localeDirection('ar-EG')", localeDirection('ar-EG')],
          ["localeDirection('en-GB')", localeDirection('en-GB')],
          ["cx('Card', false && 'Selected', 'Wide')", cx('Card', false, 'Wide')],
        ]}
      />
      <CallTable
        caption="Pages"
        rows={[
          ['pageRange(1, 5)', pageRange(1, 5)],
          ['pageRange(10, 20)', pageRange(10, 20)],
          ['pageRange(10, 20, 2)', pageRange(10, 20, 2)],
        ]}
      />
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('row', { name: /javascript:/ })).toHaveTextContent('false');
    await expect(canvas.getByRole('row', { name: /Ada Lovelace/ })).toHaveTextContent('AL');
    // The figures the guide's code quotes.
    await expect(canvas.getByRole('row', { name: /^formatFileSize\(1536/ })).toHaveTextContent(
      '1.5 kB',
    );
    await expect(canvas.getByRole('row', { name: /^pageRange\(10, 20\)/ })).toHaveTextContent(
      '[1,"start-ellipsis",9,10,11,"end-ellipsis",20]',
    );
  },
};

// ── DataTable's selection, as plain data ───────────────────────────────────────────────────────
const ROWS = ['a', 'b', 'c', 'd', 'e', 'f'];
const PAGE = ['a', 'b', 'c'];

function SelectionDemo() {
  const [selection, setSelection] = useState<DataTableSelection>(defaultTableState().selection);
  const step = (label: string, next: (s: DataTableSelection) => DataTableSelection) => (
    <Button onClick={() => setSelection(next)}>{label}</Button>
  );
  return (
    <Stack gap="3">
      <Stack gap="2" style={{ flexDirection: 'row', flexWrap: 'wrap' }}>
        {step('Select row b', (s) => setRowSelected(s, 'b', true))}
        {step('Select this page', (s) => setPageSelected(s, PAGE, true))}
        {step('Select all results', () => selectAllResults())}
        {step('Deselect row e', (s) => setRowSelected(s, 'e', false))}
        {step('Clear', () => defaultTableState().selection)}
      </Stack>
      <Text size="sm">
        Selection: <code data-testid="selection">{JSON.stringify(selection)}</code>; selected:{' '}
        <output data-testid="count">{selectedCount(selection, ROWS.length)}</output> of{' '}
        {ROWS.length}; rows:{' '}
        {ROWS.filter((id) => isRowSelected(selection, id)).join(', ') || 'none'}
      </Text>
    </Stack>
  );
}

/** A selection is `{ all, ids }`: ids chosen, or all results but the ids (for server paging). */
export const TableSelection: Story = {
  render: () => <SelectionDemo />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Select this page' }));
    await expect(canvas.getByTestId('count')).toHaveTextContent('3');
    await userEvent.click(canvas.getByRole('button', { name: 'Select all results' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Deselect row e' }));
    await expect(canvas.getByTestId('selection')).toHaveTextContent('{"all":true,"ids":["e"]}');
    await expect(canvas.getByTestId('count')).toHaveTextContent('5');
  },
};

// ── Hooks ──────────────────────────────────────────────────────────────────────────────────────
interface StepperProps {
  value?: number;
  defaultValue?: number;
  onValueChange?: (value: number) => void;
  label: ReactNode;
}

/** A control of your own that works controlled and uncontrolled, like Tessera's. */
function Stepper({ value, defaultValue = 0, onValueChange, label }: StepperProps) {
  const [count, setCount] = useControllableState({
    value,
    defaultValue,
    onChange: onValueChange,
    name: 'Stepper',
  });
  return (
    <Button onClick={() => setCount(count + 1)}>
      {label}: {count}
    </Button>
  );
}

function HooksDemo() {
  const wide = useMediaQuery(APP_SHELL_WIDE_QUERY);
  const [controlled, setControlled] = useState(10);
  return (
    <Stack gap="3">
      <Text size="sm">
        <code>useMediaQuery(APP_SHELL_WIDE_QUERY)</code> (<code>{APP_SHELL_WIDE_QUERY}</code>):{' '}
        <code data-testid="wide">{String(wide)}</code> — where AppShell shows its side navigation
        instead of a drawer.
      </Text>
      <div>
        <Stepper label="Uncontrolled" defaultValue={1} />
      </div>
      <div>
        <Stepper label="Controlled" value={controlled} onValueChange={setControlled} />
      </div>
      <Text size="sm">
        The controlled one’s owner holds <output data-testid="owner">{controlled}</output>.
      </Text>
    </Stack>
  );
}

/** `useControllableState` and `useMediaQuery`. */
export const Hooks: Story = {
  render: () => <HooksDemo />,
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('wide')).toHaveTextContent(
      String(window.matchMedia(APP_SHELL_WIDE_QUERY).matches),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Uncontrolled: 1' }));
    await expect(canvas.getByRole('button', { name: 'Uncontrolled: 2' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Controlled: 10' }));
    await expect(canvas.getByTestId('owner')).toHaveTextContent('11');
    await expect(
      within(canvas.getByRole('button', { name: /Controlled: 11/ })).getByText(/11/),
    ).toBeVisible();
  },
};
