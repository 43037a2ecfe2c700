'use client';

import { useTranslate } from '../../i18n/context';
import * as english from '../../i18n/english';
import { use, useEffect, useRef } from 'react';
import { UNSAFE_DataRouterContext as DataRouterContext, useBlocker } from 'react-router';
import { useUnsavedChanges } from '../../forms';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '../AlertDialog';

export interface LeaveGuardProps {
  /** Whether leaving would lose something. Without it, the enclosing `<Form>`'s unsaved changes decide. */
  when?: boolean;
  /** The dialog's title. @default the locale's `leaveGuard.title` ('Leave this page?') */
  title?: string;
  /** What would be lost. @default the locale's `leaveGuard.description` ('You have unsaved changes. They will be lost if you leave.') */
  description?: string;
  /** The button that leaves. @default the locale's `leaveGuard.leave` ('Leave') */
  leaveLabel?: string;
  /** The button that stays. @default the locale's `leaveGuard.stay` ('Stay') */
  stayLabel?: string;
}

/**
 * Guards unsaved work: while `when` is true (or the enclosing Form is dirty), in-app navigation
 * away asks first in an AlertDialog (Stay keeps everything, Leave goes on), and reloading or
 * closing the tab brings up the browser's own prompt. Renders nothing until then. Should the work
 * be saved while the question is open, the navigation goes on without an answer.
 */
export function LeaveGuard({ when, ...props }: LeaveGuardProps) {
  // Also installs the browser's beforeunload prompt while dirty.
  const { dirty } = useUnsavedChanges(when);
  // Blocking in-app navigation needs a react-router data router; without one, only the browser prompts.
  const dataRouter = use(DataRouterContext);
  return dataRouter ? <NavigationBlocker dirty={dirty} {...props} /> : null;
}

function NavigationBlocker({
  dirty,
  title: titleProp,
  description: descriptionProp,
  leaveLabel: leaveLabelProp,
  stayLabel: stayLabelProp,
}: Omit<LeaveGuardProps, 'when'> & { dirty: boolean }) {
  const t = useTranslate('leaveGuard', english.leaveGuard);
  const title = titleProp ?? t('title');
  const description = descriptionProp ?? t('description');
  const leaveLabel = leaveLabelProp ?? t('leave');
  const stayLabel = stayLabelProp ?? t('stay');
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );
  const leaving = useRef(false);
  const open = blocker.state === 'blocked';
  // Saved while the question is open (leaving would now lose nothing): the person goes where they
  // asked, without answering a question that no longer holds.
  useEffect(() => {
    if (dirty || blocker.state !== 'blocked') return;
    leaving.current = true;
    blocker.proceed();
  }, [dirty, blocker]);

  return (
    <AlertDialog
      open={open}
      destructive
      onOpenChange={(next) => {
        if (!next && !leaving.current) blocker.reset?.();
        leaving.current = false;
      }}
    >
      <AlertDialogContent>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>{description}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>{stayLabel}</AlertDialogCancel>
          <AlertDialogAction
            onClick={() => {
              leaving.current = true;
              blocker.proceed?.();
            }}
          >
            {leaveLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
