import { cx } from '../../utils/cx';
import { LinkImpl, type LinkProps } from '../Link/Link';
import styles from './NavLink.module.css';

export interface NavLinkProps extends LinkProps {
  /** Active only on exactly its path, not on the paths below it (`/tasks` is active on `/tasks/12` without it). @default false */
  end?: boolean;
}

/**
 * Renders a `Link` for navigation lists that knows when it points at the current page: it then has
 * `aria-current="page"` (screen readers say "current page") and `data-active` for styling.
 */
export function NavLink({ className, variant = 'standalone', ...props }: NavLinkProps) {
  return (
    <LinkImpl
      data-slot="nav-link"
      variant={variant}
      className={cx(styles.NavLink, className)}
      {...props}
      current="page"
    />
  );
}
