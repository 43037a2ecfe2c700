// The public barrel: every export by name. Stories, the app and users import only from here.
import './styles/index.css';

export * from './components/ThemeProvider';
export * from './components/LocaleProvider';
export * from './components/VisuallyHidden';
export * from './components/Spinner';
export * from './components/Button';
export * from './components/IconButton';
export * from './components/Link';
export * from './components/Heading';
export * from './components/Text';
export * from './components/Stack';
export * from './components/Inline';
export * from './components/Kbd';
export { cx, useControllableState, useMediaQuery, isSafeHref } from './utils';
