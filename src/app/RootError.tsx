import { useEffect, useRef } from 'react';
import { Button, Heading, Inline, Text } from 'tessera';
import { resetMockApiConfig } from '../mocks';
import styles from './RootError.module.css';
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
  useEffect(() => {
    document.title = 'Something went wrong · Tessera';
    // What had focus is gone with the app: start from the message.
    main.current?.focus();
  }, []);

  function resetSettings() {
    try {
      localStorage.removeItem(SETTINGS_KEY);
    } catch {
      // Storage is unavailable: nothing was kept, so nothing to forget.
    }
    resetMockApiConfig();
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
        Something went wrong
      </Heading>
      <Text className={styles.Message}>
        Tessera stopped because of an error. Reload the page to try again; what you saved is kept.
        If it happens again, reset the settings (theme, density, motion and the demo server’s
        behaviour) and reload.
      </Text>
      <Inline gap="3" justify="center">
        <Button variant="primary" onClick={onReload}>
          Reload
        </Button>
        <Button onClick={resetSettings}>Reset settings and reload</Button>
      </Inline>
    </main>
  );
}
