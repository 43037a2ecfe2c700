import { Heading, NavLink, Outlet, VisuallyHidden } from '../index';
import styles from './App.module.css';

/** The app's frame: a skip link, a header with the navigation, and the routed page in <main>. */
export function Layout() {
  return (
    <div className={styles.Shell}>
      <VisuallyHidden focusable>
        <a href="#main" className={styles.SkipLink}>
          Skip to main content
        </a>
      </VisuallyHidden>
      <header className={styles.Header}>
        <Heading level={2} size="md" className={styles.Brand}>
          Tessera Tasks
        </Heading>
        <nav aria-label="Main">
          <ul className={styles.Nav}>
            <li>
              <NavLink href="/tasks">Tasks</NavLink>
            </li>
            <li>
              <NavLink href="/settings">Settings</NavLink>
            </li>
          </ul>
        </nav>
      </header>
      <main id="main" className={styles.Main} tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
