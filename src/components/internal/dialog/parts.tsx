'use client';

import { Dialog as BaseDialog } from '@base-ui/react/dialog';
import type { ComponentProps } from 'react';
import { cx } from '../../../utils/cx';
import { Button, type ButtonProps } from '../../Button/Button';
import { preventableClick, withOpenState } from '../overlay/overlay';
import { useDialogFamily } from './context';
import styles from './DialogParts.module.css';
import { useTitleCount } from './TitleCheck';

// The parts Dialog, AlertDialog and Drawer share. Base UI's AlertDialog and Drawer are built on its
// Dialog (their Trigger, Close, Title, Description and Portal are Dialog's own), so these render
// the Dialog parts inside any of the three roots. `part` and `root` name the public component for
// the error a part outside its root throws; the slot prefix comes from the root.

interface PartName {
  /** The public part's name, for the error it throws outside its root. */
  part: string;
  /** Its root's name. */
  root: string;
}

/** A `Button` that opens its dialog; focus comes back to it when the dialog closes. */
export function FamilyTrigger({ part, root, onClick, ref, ...props }: ButtonProps & PartName) {
  const { family } = useDialogFamily(part, root);
  return (
    <BaseDialog.Trigger
      ref={ref}
      render={withOpenState(
        <Button data-slot={`${family}-trigger`} onClick={preventableClick(onClick)} {...props} />,
      )}
    />
  );
}

/** A `Button` that closes its dialog, after its own `onClick` (which may `preventDefault()`). */
export function FamilyClose({
  part,
  root,
  slot,
  onClick,
  ...props
}: ButtonProps & PartName & { slot?: string }) {
  const { family } = useDialogFamily(part, root);
  return (
    <BaseDialog.Close
      render={
        <Button
          data-slot={slot ?? `${family}-close`}
          onClick={preventableClick(onClick)}
          {...props}
        />
      }
    />
  );
}

/** The dialog's `<h2>`, which names it for assistive technology. */
export function FamilyTitle({ part, root, className, ...props }: ComponentProps<'h2'> & PartName) {
  const { family, titleCountRef } = useDialogFamily(part, root);
  useTitleCount(titleCountRef);
  return (
    <BaseDialog.Title
      data-slot={`${family}-title`}
      className={cx(styles.Title, family === 'alert-dialog' && styles.AlertTitle, className)}
      {...props}
    />
  );
}

/** A `<p>` that describes the dialog; screen readers read it after the title. */
export function FamilyDescription({
  part,
  root,
  className,
  ...props
}: ComponentProps<'p'> & PartName) {
  const { family } = useDialogFamily(part, root);
  return (
    <BaseDialog.Description
      data-slot={`${family}-description`}
      className={cx(styles.Description, className)}
      {...props}
    />
  );
}

/** The row of actions at the end of a dialog, aligned to the inline end. */
export function FamilyFooter({
  slot,
  className,
  ...props
}: ComponentProps<'div'> & { slot: string }) {
  return <div data-slot={slot} className={cx(styles.Footer, className)} {...props} />;
}
