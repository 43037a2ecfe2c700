'use client';

import type { ReactNode } from 'react';
import { useDialogFamily } from './context';
import { TitleCheck } from './TitleCheck';

interface PopupEndProps {
  /** The public content part's name (`DrawerContent`), for messages. */
  part: string;
  /** The close button (`PopupCloseButton`), or nothing: an alert dialog has none. */
  closeButton?: ReactNode;
  /** The content part's own props: an `aria-label` or `aria-labelledby` there names it too. */
  labels: { 'aria-label'?: string | undefined; 'aria-labelledby'?: string | undefined };
}

/**
 * What ends every dialog-like popup: the close button (last in the DOM, drawn at the top end, so
 * focus starts on the content rather than on "Close"), and the development check for a title. The
 * close button comes from the caller, so an alert dialog, which has none, does not load it.
 */
export function PopupEnd({ part, closeButton, labels }: PopupEndProps) {
  const { titleCountRef } = useDialogFamily(part, part.replace(/Content$/, ''));
  return (
    <>
      {closeButton}
      <TitleCheck component={part} titleCountRef={titleCountRef} labels={labels} />
    </>
  );
}
