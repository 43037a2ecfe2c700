import type { Decorator, Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
// The preview imports the few modules it needs, not the public barrel: the barrel brings every
// component, and the landing page (an MDX page with no story) should load none of them.
import '../src/styles/index.css';
import { LocaleProvider, localeDirection } from '../src/components/LocaleProvider';
import { loadMessages } from '../src/i18n/load';
import { en, type Messages } from '../src/i18n/locales/en';
import { pseudoLocalise } from '../src/i18n/pseudo';
import { ThemeProvider } from '../src/components/ThemeProvider';
import { applyMockApiPreset, mockApiPresets, type MockApiPreset } from '../src/mocks/config';
import { resetMockData } from '../src/mocks/db';
import { STORY_EXPECTED_CONSOLE } from '../src/test/storyConsole';
import { describeArgTypes } from './argTypes';
import { TesseraDocsContainer } from './DocsContainer';
import { mockApiLoader } from './mockApi';

// Play functions wait for what a person waits for: a lazily loaded part (Toast's machinery, a popup's
// engine, a mock answer held on purpose) can take more than Testing Library's default second on a
// busy machine, in the story tests and on a docs page alike, where every story on the page plays at
// once. A wait that succeeds returns as soon as it does; only a real failure takes the whole 10 s,
// so plays use this limit rather than shorter ones of their own.
configure({ asyncUtilTimeout: 10_000 });

/** The toolbar's pseudo-locale: accented, longer English, to spot words not from the catalogue. */
export const PSEUDO_LOCALE = 'en-XA';
let pseudoMessages: Messages | undefined;

/** The words for the toolbar's locale: its shipped catalogue, loaded before the story renders. */
const messagesLoader = async ({ globals }: { globals: { locale?: string } }) => {
  const locale = globals.locale ?? 'en-US';
  if (locale === PSEUDO_LOCALE) return { messages: (pseudoMessages ??= pseudoLocalise(en)) };
  return { messages: await loadMessages(locale) };
};

const withTheme: Decorator = (Story, { globals, loaded }) => (
  <ThemeProvider
    theme={globals.theme}
    density={globals.density}
    motion={globals.motion}
    // Right to left when the toolbar or its language says so. Otherwise no `dir`: left to right,
    // and a story's own LocaleProvider (Arabic, Persian) sets the direction of what it holds.
    dir={
      globals.dir === 'rtl' || localeDirection(globals.locale ?? 'en-US') === 'rtl'
        ? 'rtl'
        : undefined
    }
    onThemeChange={noop}
    onDensityChange={noop}
    onMotionChange={noop}
  >
    <LocaleProvider locale={globals.locale} messages={loaded.messages as Messages | undefined}>
      <Story />
    </LocaleProvider>
  </ThemeProvider>
);

function noop() {}

const isVitest = import.meta.env.VITEST_STORYBOOK !== undefined;

/** A console message a story means to cause (a development warning about wrong use, say). */
export interface ExpectedConsole {
  level: 'error' | 'warn';
  pattern: RegExp;
}

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withTheme],
  loaders: [mockApiLoader, messagesLoader],
  argTypesEnhancers: [describeArgTypes],
  initialGlobals: {
    theme: 'light',
    dir: 'ltr',
    density: 'comfortable',
    motion: 'system',
    locale: 'en-US',
    mockApi: 'normal',
  },
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
          { value: 'system', title: 'System', icon: 'browser' },
        ],
        dynamicTitle: true,
      },
    },
    dir: {
      description: 'Text direction',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
    density: {
      description: 'Density',
      toolbar: {
        title: 'Density',
        icon: 'component',
        items: [
          { value: 'comfortable', title: 'Comfortable' },
          { value: 'compact', title: 'Compact' },
        ],
        dynamicTitle: true,
      },
    },
    motion: {
      description: 'Motion',
      toolbar: {
        title: 'Motion',
        icon: 'play',
        items: [
          { value: 'system', title: 'Motion: system' },
          { value: 'reduce', title: 'Reduced motion' },
          { value: 'full', title: 'Full motion' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Locale for words, numbers and dates',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en-US', title: 'English (US)' },
          { value: 'de-DE', title: 'Deutsch' },
          { value: 'fr-FR', title: 'Français' },
          { value: 'es-ES', title: 'Español' },
          { value: 'ar-EG', title: 'العربية' },
          { value: 'he-IL', title: 'עברית' },
          { value: 'ja-JP', title: '日本語' },
          { value: 'zh-CN', title: '简体中文' },
          { value: PSEUDO_LOCALE, title: 'Pseudo-locale ([Þšéûðö])' },
        ],
        dynamicTitle: true,
      },
    },
    mockApi: {
      description: 'Latency and faults of the mock API (/api/…)',
      toolbar: {
        title: 'Mock API',
        icon: 'lightning',
        items: Object.entries(mockApiPresets).map(([value, { label }]) => ({
          value,
          title: `Mock API: ${label}`,
        })),
        dynamicTitle: true,
      },
    },
  },
  parameters: {
    layout: 'padded',
    controls: { expanded: true, matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // An axe violation fails the story's test.
    a11y: { test: 'error' },
    docs: { codePanel: true, container: TesseraDocsContainer },
    options: {
      // The sidebar in the order a reader looks for things: what Tessera is, its foundations and
      // guides, then the components by kind, the four facilities, and whole examples.
      storySort: {
        order: [
          'Introduction',
          'Getting started',
          'Use in an app',
          'Foundations',
          [
            'Colour',
            'Typography',
            'Spacing',
            'Radii',
            'Elevation',
            'Motion',
            'Density',
            'Right-to-left',
            '*',
          ],
          'Guides',
          [
            'Forms',
            'HTTP and data',
            'Router',
            'Motion',
            'Coming from a framework',
            'Accessibility statement',
            '*',
          ],
          'Actions',
          'Forms',
          'Display',
          'Feedback',
          'Layout',
          'Navigation',
          'Overlays',
          'Data',
          'Typography',
          'Utilities',
          'Facilities',
          ['Router', 'Forms', 'HTTP', 'Motion'],
          'Examples',
          '*',
          'Changelog',
        ],
      },
    },
  },
  // A story that means to log (a development warning it demonstrates) says so with
  // `parameters.expectedConsole`; the console guard then accepts it, and fails if it never comes.
  beforeEach: ({ parameters, globals }) => {
    // Every story starts from the seed data, with the latency and faults chosen in the toolbar
    // (or in the story's own `globals: { mockApi: 'offline' }`).
    resetMockData();
    applyMockApiPreset((globals.mockApi ?? 'normal') as MockApiPreset);
    const list = (parameters.expectedConsole ?? []) as ExpectedConsole[];
    (globalThis as Record<string, unknown>)[STORY_EXPECTED_CONSOLE] = list.map((e) => ({
      ...e,
      seen: false,
    }));
  },
  // The a11y addon checks the story in the theme it rendered in (light). Here every story's colours
  // are checked once more in the dark theme, so a colour pair that only fails in dark cannot land.
  afterEach: async ({ parameters }) => {
    if (!isVitest || parameters.a11y?.disable || parameters.a11y?.test === 'off') return;
    // Loaded here, only in the test run: axe is large, and nobody browsing the pages needs it.
    const { default: axe } = await import('axe-core');
    const root = document.documentElement;
    const previous = {
      theme: root.getAttribute('data-theme'),
      motion: root.getAttribute('data-motion'),
    };
    root.setAttribute('data-theme', 'dark');
    // No transitions mid-check: axe must read the final dark colours.
    root.setAttribute('data-motion', 'reduce');
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    try {
      // As the a11y addon's own run: Storybook's chrome excluded, the story's own axe config and
      // options applied.
      const a11y = parameters.a11y ?? {};
      // Only colours differ between the themes, so only axe's colour rules run again (the addon's
      // light pass ran them all), less those the story turned off.
      const off = new Set(
        [
          ...((a11y.config?.rules ?? []) as { id: string; enabled?: boolean }[]),
          ...Object.entries(
            (a11y.options?.rules ?? {}) as Record<string, { enabled?: boolean }>,
          ).map(([id, rule]) => ({ id, ...rule })),
        ]
          .filter((rule) => rule.enabled === false)
          .map((rule) => rule.id),
      );
      const colourRules = ['color-contrast', 'link-in-text-block'].filter((id) => !off.has(id));
      if (colourRules.length === 0) return;
      axe.reset();
      axe.configure({ ...a11y.config, rules: a11y.config?.rules ?? [] });
      const result = await axe.run(
        {
          include: a11y.context?.include ?? a11y.context ?? document.body,
          exclude: ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'],
        },
        {
          ...a11y.options,
          runOnly: { type: 'rule', values: colourRules },
          resultTypes: ['violations'],
        },
      );
      if (result.violations.length) {
        const lines = result.violations.map(
          (v) =>
            `${v.id} (${v.impact}): ${v.help}\n` +
            v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join('\n'),
        );
        throw new Error(`Accessibility violations in the dark theme:\n${lines.join('\n')}`);
      }
    } finally {
      setOrRemove(root, 'data-theme', previous.theme);
      setOrRemove(root, 'data-motion', previous.motion);
    }
  },
};

function setOrRemove(el: HTMLElement, name: string, value: string | null) {
  if (value === null) el.removeAttribute(name);
  else el.setAttribute(name, value);
}

export default preview;
