/**
 * English, Tessera's source catalogue and the fallback for every other language: one export per
 * namespace (one component or facility), whole sentences with `{name}` placeholders, and plural
 * messages as `{ one, other, … }` (chosen by `Intl.PluralRules`).
 *
 * Each namespace is its own export so that a component's bundle holds its own words and no
 * others: a component names the table it falls back to (`useTranslate('spinner', english.spinner)`).
 * `locales/en.ts` gathers them into the whole catalogue, `Messages`.
 */
import type { PluralMessage } from './format';

const plural = (message: PluralMessage): PluralMessage => message;

export const validation = {
  required: 'Fill in this field.',
  requiredCheckbox: 'Tick this box to continue.',
  requiredChoice: 'Choose an option.',
  requiredChoices: 'Choose at least one option.',
  requiredDate: 'Enter a date.',
  requiredNumber: 'Enter a number.',
  requiredFile: 'Choose a file.',
  requiredFiles: 'Choose at least one file.',
  minItems: plural({ one: 'Add at least {count} item.', other: 'Add at least {count} items.' }),
  maxItems: plural({
    one: 'Keep it to {count} item or fewer.',
    other: 'Keep it to {count} items or fewer.',
  }),
  minLength: plural({
    one: 'Enter at least {count} character.',
    other: 'Enter at least {count} characters.',
  }),
  maxLength: plural({
    one: 'Enter no more than {count} character (you have {actual}).',
    other: 'Enter no more than {count} characters (you have {actual}).',
  }),
  pattern: 'Enter it in the format shown.',
  email: 'Enter an email address like name@example.com.',
  date: 'Enter a real date.',
  dateMin: 'Choose a date on or after {min}.',
  dateMax: 'Choose a date on or before {max}.',
  number: 'Enter a number.',
  numberMin: 'Enter {min} or more.',
  numberMax: 'Enter {max} or less.',
  step: 'Enter a multiple of {step}.',
  stepFrom: 'Enter a value in steps of {step} from {base}.',
};

export const form = {
  summaryNotSent: 'Your answers were not sent',
  summaryProblems: plural({ one: 'There is a problem', other: 'There are {count} problems' }),
  summaryItem: '{label}: {message}',
  networkError:
    'We could not reach the server, so nothing was sent. Your answers are kept: check your connection and try again.',
  timeoutError:
    'The server took too long to answer, so we cannot tell whether your answers arrived. They are kept: try again.',
  unknownError: 'Something went wrong and your answers were not sent. They are kept: try again.',
  draftRestored: 'Restored your draft from earlier.',
  keepDraft: 'Keep it',
  discardDraft: 'Discard draft',
  unsavedChanges: 'You have unsaved changes. Leave without saving them?',
};

export const field = {
  required: '(required)',
};

export const leaveGuard = {
  title: 'Leave this page?',
  description: 'You have unsaved changes. They will be lost if you leave.',
  leave: 'Leave',
  stay: 'Stay',
};

export const httpErrors = {
  offlineTitle: 'No connection',
  offlineMessage: 'We couldn’t reach the server.',
  offlineAction: 'Check your connection and try again.',
  timeoutTitle: 'Took too long',
  timeoutMessage: 'The server took too long to answer.',
  timeoutAction: 'Try again in a moment.',
  abortedTitle: 'Cancelled',
  abortedMessage: 'The request was cancelled.',
  abortedAction: 'Nothing to do; start it again if you still need it.',
  badRequestTitle: 'Couldn’t process that',
  badRequestMessage: 'Some of the information sent was not accepted.',
  badRequestAction: 'Check the highlighted fields and try again.',
  validationTitle: 'Check your entries',
  validationMessage: 'Some fields need your attention.',
  validationAction: 'Correct the highlighted fields and submit again.',
  unauthorizedTitle: 'Signed out',
  unauthorizedMessage: 'Your session has ended.',
  unauthorizedAction: 'Sign in again to continue.',
  forbiddenTitle: 'No access',
  forbiddenMessage: 'You don’t have permission to do this.',
  forbiddenAction: 'Ask an administrator for access.',
  notFoundTitle: 'Not found',
  notFoundMessage: 'We couldn’t find what you were looking for. It may have been moved or deleted.',
  notFoundAction: 'Go back and check the link.',
  conflictTitle: 'Changed elsewhere',
  conflictMessage: 'Someone else changed this while you were editing.',
  conflictAction: 'Reload to see the latest version, then make your change again.',
  payloadTooLargeTitle: 'Too large',
  payloadTooLargeMessage: 'What you sent is larger than the server accepts.',
  payloadTooLargeAction: 'Send something smaller, for example a smaller file.',
  rateLimitedTitle: 'Too many requests',
  rateLimitedMessage: 'You’ve made too many requests in a short time.',
  rateLimitedAction: 'Wait a moment and try again.',
  serverTitle: 'Server problem',
  serverMessage: 'Something went wrong on our side.',
  serverAction: 'Try again in a moment. If it keeps happening, contact support.',
  malformedResponseTitle: 'Unexpected answer',
  malformedResponseMessage: 'The server sent an answer we couldn’t read.',
  malformedResponseAction: 'Try again later. If it keeps happening, contact support.',
  unexpectedTitle: 'Request failed',
  unexpectedMessage: 'The request failed for a reason we didn’t expect.',
  unexpectedAction: 'Try again. If it keeps happening, contact support.',
  genericTitle: 'Something went wrong',
  genericMessage: 'This part of the page could not be shown.',
  genericAction: 'Try again. If it keeps happening, reload the page.',
  description: '{message} {action}',
  changeNotSaved: 'Your change was not saved',
};

export const router = {
  pageLoaded: '{title} page loaded',
  loadingPage: 'Loading page',
  pageNotLoaded: 'This page could not be loaded',
  pageNotLoadedDescription:
    'The connection may have dropped, or the app was updated. Reload the page to try again.',
  reload: 'Reload',
  goHome: 'Go to the home page',
  notFoundHeading: 'Page not found',
  notFoundDescription:
    'There is nothing at this address. It may have moved, or the link may be wrong.',
  search: 'Search',
};

export const dataState = {
  loading: 'Loading {labelLower}',
  loaded: '{label} loaded.',
  failed: '{label} failed to load. {message}',
  empty: '{label}: nothing to show.',
  defaultLabel: 'Content',
  retry: 'Try again',
};

export const spinner = {
  loading: 'Loading',
};

export const progressBar = {
  indeterminate: 'In progress',
};

export const toast = {
  region: 'Notifications',
  dismiss: 'Dismiss notification',
};

export const dialog = {
  close: 'Close',
  cancel: 'Cancel',
};

export const alert = {
  dismiss: 'Dismiss',
};

export const appShell = {
  nav: 'Main',
  navToggle: 'Navigation',
  skipLink: 'Skip to main content',
};

export const link = {
  newTab: '(opens in a new tab)',
};

export const breadcrumbs = {
  label: 'Breadcrumb',
  showMore: plural({
    one: 'Show {count} more breadcrumb',
    other: 'Show {count} more breadcrumbs',
  }),
};

export const tag = {
  remove: 'Remove {label}',
};

export const toggletip = {
  label: 'More information',
};

export const passwordField = {
  show: 'Show password',
};

export const searchField = {
  clear: 'Clear search',
};

export const listBox = {
  empty: 'No options',
};

export const select = {
  placeholder: 'Choose…',
};

export const combobox = {
  create: 'Create "{text}"',
  empty: 'No results',
  error: 'Could not load the options. Try again.',
  loading: 'Loading…',
  showOptions: 'Show options',
  removeChip: 'Remove {label}',
};

export const textArea = {
  remaining: plural({
    one: 'You have {count} character remaining',
    other: 'You have {count} characters remaining',
  }),
  tooMany: plural({
    one: 'You have {count} character too many',
    other: 'You have {count} characters too many',
  }),
};

export const fileField = {
  chooseFile: 'Choose a file',
  chooseFiles: 'Choose files',
  chosenFiles: 'Chosen files',
  remove: 'Remove {name}',
  added: 'Added {names}.',
  removed: 'Removed {name}.',
  wrongType: '{name} is not an accepted type: use {types}.',
  tooLarge: '{name} is {size}; the limit is {limit}.',
  tooManyOne: plural({
    one: 'Choose one file: {names} was not added.',
    other: 'Choose one file: {names} were not added.',
  }),
  tooMany: plural({
    one: 'Up to {limit} files: {names} was not added.',
    other: 'Up to {limit} files: {names} were not added.',
  }),
  dropHint: 'or drop it here',
  dropHintMany: 'or drop them here',
  images: 'images',
  videos: 'videos',
  audioFiles: 'audio files',
  textFiles: 'text files',
  otherFiles: '{type} files',
};

export const datePicker = {
  chooseDate: 'Choose date',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  // The date placeholder's parts, in the locale's order and separators: DD/MM/YYYY, MM/DD/YYYY.
  patternDay: 'DD',
  patternMonth: 'MM',
  patternYear: 'YYYY',
  unreadable: 'Enter a date like {pattern}.',
  impossible: '{date} does not exist.',
  beforeMin: 'Choose a date on or after {min}.',
  afterMax: 'Choose a date on or before {max}.',
};

export const numberField = {
  increment: 'Increase',
  decrement: 'Decrease',
};

export const pagination = {
  label: 'Pagination',
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
  page: 'Page {page}',
  pageSize: 'Rows per page',
  noResults: 'No results',
  summary: 'Showing {start}–{end} of {total}',
};

export const dataTable = {
  search: 'Search {label}',
  filter: 'Filter {column}',
  filterAll: 'All',
  columns: 'Columns',
  showColumns: 'Show columns',
  columnWidths: 'Column widths',
  widen: 'Widen {column}',
  narrow: 'Narrow {column}',
  selectPage: 'Select all rows on this page',
  selectRow: 'Select {row}',
  selectColumn: 'Select',
  selected: plural({ one: '{count} of {total} selected', other: '{count} of {total} selected' }),
  selectAll: plural({ one: 'Select {count} result', other: 'Select all {count} results' }),
  clearSelection: 'Clear selection',
  results: plural({ one: '{count} result', other: '{count} results' }),
  noMatches: 'No results for this filter',
  noMatchesDescription: 'Try other words, or clear the filters to see every row.',
  clearFilters: 'Clear filters',
  loadError: 'The data could not be loaded',
  retry: 'Retry',
  empty: 'No {labelLower} yet',
  refreshing: 'Refreshing {label}',
  pages: '{label} pages',
  actions: 'Actions',
  resize: 'Resize {column}',
  sortedAscending: '{column}, sorted ascending',
  sortedDescending: '{column}, sorted descending',
  sortedAscendingNth: '{column}, sorted ascending, sort {priority}',
  sortedDescendingNth: '{column}, sorted descending, sort {priority}',
};
