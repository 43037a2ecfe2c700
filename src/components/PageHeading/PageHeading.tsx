'use client';

import { useTranslate } from '../../i18n/context';
import * as english from '../../i18n/english';
import { useRef, type Ref } from 'react';
import { useDocumentTitle, useFocusOnNavigation } from '../../router/RouteAnnouncer';
import { useComposedRefs } from '../../utils/useComposedRefs';
import { Heading, type HeadingProps } from '../Heading/Heading';

export interface PageHeadingProps extends Omit<HeadingProps, 'level'> {
  /** The page's title for `document.title` and the announcement; by default the heading's text, when that is a string. */
  documentTitle?: string;
  /** What screen readers hear after a navigation to this page. @default '<title> page loaded' */
  announcement?: string;
}

/**
 * Renders a page's `<h1>`. It names the document: under `RouterRoot` its title wins over the
 * route's `handle.title` for as long as it is shown, through the router's `titleTemplate`. After a
 * client-side navigation to the page it takes focus (it is focusable by script only,
 * `tabIndex={-1}`) and the route announcer says "<title> page loaded", so keyboard and
 * screen-reader users land where a page load would put them.
 */
export function PageHeading({
  documentTitle,
  announcement,
  children,
  ref,
  ...props
}: PageHeadingProps) {
  const own = useRef<HTMLHeadingElement>(null);
  const headingRef = useComposedRefs(own, ref as Ref<HTMLHeadingElement> | undefined);
  const t = useTranslate('router', english.router);
  const text = documentTitle ?? (typeof children === 'string' ? children : undefined);
  useDocumentTitle(text);
  useFocusOnNavigation(own, announcement ?? (text ? t('pageLoaded', { title: text }) : undefined));
  return (
    <Heading data-slot="page-heading" tabIndex={-1} {...props} level={1} ref={headingRef}>
      {children}
    </Heading>
  );
}
