import { Moon, Sun } from 'lucide-react';
import {
  Button,
  Heading,
  IconButton,
  Inline,
  Kbd,
  Link,
  Stack,
  Text,
  ThemeProvider,
  useTheme,
} from '../index';
import styles from './App.module.css';

/** The thin app entry: composed from the public barrel only. The reference-app issue fills it out. */
export function App() {
  return (
    <ThemeProvider>
      <Home />
    </ThemeProvider>
  );
}

function Home() {
  const { resolvedTheme, setTheme } = useTheme();
  const dark = resolvedTheme === 'dark';
  return (
    <main className={styles.Main}>
      <Stack gap="6">
        <Inline justify="between">
          <Heading level={1}>Tessera</Heading>
          <IconButton
            aria-label={dark ? 'Switch to light theme' : 'Switch to dark theme'}
            icon={dark ? <Sun /> : <Moon />}
            onClick={() => setTheme(dark ? 'light' : 'dark')}
          />
        </Inline>
        <Text tone="muted">
          A React component library and the application composed from it. Browse the components in{' '}
          <Link href="http://localhost:6006">Storybook</Link> (<Kbd>npm run storybook</Kbd>).
        </Text>
        <Inline>
          <Button variant="primary">Primary action</Button>
          <Button>Secondary action</Button>
        </Inline>
      </Stack>
    </main>
  );
}
