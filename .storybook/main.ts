import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  // MDX pages (Introduction, Foundations, guides) sit beside the stories they embed.
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  // msw is started by the preview's own loader (.storybook/mockApi.ts), on demand.
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // react-docgen-typescript needs the classic TypeScript API, which TypeScript 7 no longer ships.
  typescript: { reactDocgen: 'react-docgen' },
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  features: {
    // Storybook's own onboarding: the sidebar checklist widget and the "Onboarding guide" menu page.
    sidebarOnboardingChecklist: false,
    menuOnboardingChecklist: false,
    // The docs-page test builds with React's development checks on (STORYBOOK_DEV_BUILD=1), so a
    // React warning on a docs page (a code snippet reading `element.ref`, say) fails it; the
    // published build stays a production build.
    developmentModeForBuild: process.env.STORYBOOK_DEV_BUILD === '1',
  },
  // The canvas opened on its own (iframe.html) names its icon too, so no browser asks for
  // /favicon.ico; the manager's page already links public/favicon.svg.
  previewHead: (head) => `${head}\n<link rel="icon" type="image/svg+xml" href="./favicon.svg" />`,
};

export default config;
