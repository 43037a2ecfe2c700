// Tessera's brand for Storybook's own UI (the manager: sidebar, toolbar, panels) and for its docs
// pages. The manager is bundled apart from the stories and cannot read tokens.css, so its palette is
// written here; .storybook/tests/brand.test.ts fails when it drifts from the tokens.
import { create } from 'storybook/theming/create';
import type { ThemeVars } from 'storybook/theming';

/** The colours a Storybook theme needs, by the Tessera token each one is. */
export interface BrandPalette {
  'color-surface': string;
  'color-surface-raised': string;
  'color-surface-sunken': string;
  'color-surface-hover': string;
  'color-border': string;
  'color-border-strong': string;
  'color-text': string;
  'color-text-muted': string;
  'color-accent': string;
  'color-accent-text': string;
  'color-on-accent': string;
}

/** The light theme's values of those tokens (src/styles/tokens.css). */
export const lightPalette: BrandPalette = {
  'color-surface': '#ffffff',
  'color-surface-raised': '#ffffff',
  'color-surface-sunken': '#f8f9fb',
  'color-surface-hover': '#f1f2f6',
  'color-border': '#d7dce3',
  'color-border-strong': '#828893',
  'color-text': '#171b21',
  'color-text-muted': '#5e636e',
  'color-accent': '#255dda',
  'color-accent-text': '#2655bc',
  'color-on-accent': '#ffffff',
};

/** --font-sans: Inter where the page loads it (the docs pages do), else the system's own face. */
export const fontSans =
  "'Inter Variable', Inter, -apple-system, BlinkMacSystemFont, 'Segoe UI Variable Text', 'Segoe UI', Roboto, 'Noto Sans', Cantarell, 'Helvetica Neue', Arial, sans-serif";
export const fontMono = "ui-monospace, 'SF Mono', Menlo, Consolas, 'Liberation Mono', monospace";

/** A Storybook theme in Tessera's colours, for the manager or for the docs pages. */
export function tesseraTheme(
  base: 'light' | 'dark',
  p: BrandPalette,
  brand: { image?: string } = {},
): ThemeVars {
  return create({
    base,
    brandTitle: 'Tessera',
    brandUrl: './',
    brandTarget: '_self',
    ...(brand.image && { brandImage: brand.image }),
    colorPrimary: p['color-accent'],
    // Storybook draws links in colorSecondary: the accent's text shade keeps them readable on the
    // page in both themes (the solid accent fill is too dark to read on the dark surface).
    colorSecondary: p['color-accent-text'],
    appBg: p['color-surface-sunken'],
    appContentBg: p['color-surface'],
    appPreviewBg: p['color-surface'],
    appHoverBg: p['color-surface-hover'],
    appBorderColor: p['color-border'],
    appBorderRadius: 6,
    fontBase: fontSans,
    fontCode: fontMono,
    textColor: p['color-text'],
    textInverseColor: p['color-surface'],
    textMutedColor: p['color-text-muted'],
    barTextColor: p['color-text-muted'],
    barHoverColor: p['color-accent-text'],
    barSelectedColor: p['color-accent-text'],
    barBg: p['color-surface'],
    buttonBg: p['color-surface-raised'],
    buttonBorder: p['color-border-strong'],
    booleanBg: p['color-surface-sunken'],
    booleanSelectedBg: p['color-surface-raised'],
    inputBg: p['color-surface'],
    inputBorder: p['color-border-strong'],
    inputTextColor: p['color-text'],
    inputBorderRadius: 6,
  });
}
