import { useEffect, type RefObject } from 'react';
import { devWarn } from '../../utils/dev';

interface TitleCheckProps {
  /** The content part's name, for the message. */
  component: string;
  /** How many title parts are mounted. */
  titleCountRef: RefObject<number>;
  label: string | undefined;
  labelledBy: string | undefined;
}

/**
 * Warns when a dialog-like overlay has no name. Rendered after the content, so its effect runs once
 * every title inside it has mounted and counted itself.
 */
export function TitleCheck({ component, titleCountRef, label, labelledBy }: TitleCheckProps) {
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
