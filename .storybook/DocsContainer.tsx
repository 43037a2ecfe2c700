import { DocsContainer, type DocsContainerProps } from '@storybook/addon-docs/blocks';
import { useEffect, useLayoutEffect, useMemo, useState, type PropsWithChildren } from 'react';
import { GLOBALS_UPDATED } from 'storybook/internal/core-events';
import { tokens } from './tokens';
import { tesseraTheme, type BrandPalette } from './brand';
import { useMediaQuery } from '../src/utils/useMediaQuery';

type Theme = 'light' | 'dark' | 'system';

/** The palette of one theme, read from tokens.css. */
function palette(theme: 'light' | 'dark'): BrandPalette {
  const names = [
    'color-surface',
    'color-surface-raised',
    'color-surface-sunken',
    'color-surface-hover',
    'color-border',
    'color-border-strong',
    'color-text',
    'color-text-muted',
    'color-accent',
    'color-accent-text',
    'color-on-accent',
  ] as const;
  return Object.fromEntries(
    names.map((name) => [name, tokens.colour(name, theme)]),
  ) as unknown as BrandPalette;
}

const docsThemes = {
  light: tesseraTheme('light', palette('light')),
  dark: tesseraTheme('dark', palette('dark')),
};

function toolbarTheme(context: DocsContainerProps['context']): Theme {
  // The docs context keeps the toolbar's globals in its (untyped) store.
  const store = (context as unknown as { store?: { userGlobals?: { get(): { theme?: Theme } } } })
    .store;
  return store?.userGlobals?.get().theme ?? 'light';
}

/**
 * The docs page in the toolbar's theme: Storybook draws its docs in its light theme whatever the
 * stories do, so in the dark theme the components turned dark on a white page (labels nearly
 * vanished). Here the page's own theme is built from the same tokens as the components, and the
 * document gets the theme too (an MDX page with no story has no ThemeProvider to set it).
 */
export function TesseraDocsContainer({ context, children }: PropsWithChildren<DocsContainerProps>) {
  const [theme, setTheme] = useState<Theme>(() => toolbarTheme(context));
  const systemDark = useMediaQuery('(prefers-color-scheme: dark)');
  const resolved = theme === 'system' ? (systemDark ? 'dark' : 'light') : theme;

  useEffect(() => {
    const onGlobals = ({ userGlobals }: { userGlobals?: { theme?: Theme } }) =>
      setTheme(userGlobals?.theme ?? 'light');
    context.channel.on(GLOBALS_UPDATED, onGlobals);
    return () => context.channel.off(GLOBALS_UPDATED, onGlobals);
  }, [context.channel]);

  useLayoutEffect(() => {
    document.documentElement.setAttribute('data-theme', resolved);
  }, [resolved]);

  const docsTheme = useMemo(() => docsThemes[resolved], [resolved]);
  return (
    <DocsContainer context={context} theme={docsTheme}>
      {children}
    </DocsContainer>
  );
}
