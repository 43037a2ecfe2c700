export { NavLink } from './NavLink';
export type { NavLinkProps } from './NavLink';
