import { useEffect, useRef, useState } from 'react';
import { Button, Heading, Inline, Text } from 'tessera';
import { forgetMockApiConfig } from '../mocks/storageKeys';
import styles from './RootError.module.css';
import { activeTranslator } from './locale/context';
import { SETTINGS_KEY } from './settings';

export interface RootErrorProps {
  /** What Reload does. @default window.location.reload */
  onReload?: () => void;
}

function reloadPage() {
  window.location.reload();
}

/**
 * The page for a crash above the router (the providers, the app's frame): nothing of the app is
 * left, so it says what happened and offers what can help: Reload, and, should the crash come back,
 * forgetting the stored settings (appearance and the demo server's behaviour; tasks are kept).
 * Built only from plain components that need no provider, since a provider may be what failed.
 */
export function RootError({ onReload = reloadPage }: RootErrorProps) {
  const main = useRef<HTMLElement>(null);
  // In the language that was on screen: its catalogue is loaded, and no provider is needed to read it.
  const [t] = useState(() => activeTranslator('rootError'));
  useEffect(() => {
    document.title = t('documentTitle');
    // What had focus is gone with the app: start from the message.
    main.current?.focus();
  }, [t]);

  function resetSettings() {
    try {
      localStorage.removeItem(SETTINGS_KEY);
    } catch {
      // Storage is unavailable: nothing was kept, so nothing to forget.
    }
    forgetMockApiConfig();
    onReload();
  }

  return (
    <main
      ref={main}
      tabIndex={-1}
      aria-labelledby="root-error-title"
      data-slot="root-error"
      className={styles.RootError}
    >
      <Heading level={1} size="xl" id="root-error-title">
        {t('heading')}
      </Heading>
      <Text className={styles.Message}>{t('message')}</Text>
      <Inline gap="3" justify="center">
        <Button variant="primary" onClick={onReload}>
          {t('reload')}
        </Button>
        <Button onClick={resetSettings}>{t('reset')}</Button>
      </Inline>
    </main>
  );
}
