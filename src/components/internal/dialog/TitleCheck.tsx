'use client';

import { useEffect, useLayoutEffect, type RefObject } from 'react';
import { devWarn } from '../../../utils/dev';

interface TitleCheckProps {
  /** The content part's name, for the message. */
  component: string;
  /** How many title parts are mounted. */
  titleCountRef: RefObject<number>;
  /** The content part's own props: an `aria-label` or `aria-labelledby` there names it too. */
  labels: { 'aria-label'?: string | undefined; 'aria-labelledby'?: string | undefined };
}

/**
 * Warns when a dialog-like overlay has no name. Rendered after the content, so its effect runs once
 * every title inside it has mounted and counted itself.
 */
export function TitleCheck({ component, titleCountRef, labels }: TitleCheckProps) {
  const label = labels['aria-label'];
  const labelledBy = labels['aria-labelledby'];
  useEffect(() => {
    if (titleCountRef.current === 0 && !label && !labelledBy) {
      const title = component.replace(/Content$/, 'Title');
      devWarn(
        `${component}: no <${title}>, so screen readers announce the dialog without a name. ` +
          `Add a <${title}> (wrap it in <VisuallyHidden> if the design shows no heading).`,
      );
    }
  }, [component, label, labelledBy, titleCountRef]);
  return null;
}

/** For a title part: counts it among the titles of its overlay while it is mounted (see TitleCheck). */
export function useTitleCount(titleCountRef: RefObject<number>): void {
  useLayoutEffect(() => {
    titleCountRef.current += 1;
    return () => {
      titleCountRef.current -= 1;
    };
  }, [titleCountRef]);
}
