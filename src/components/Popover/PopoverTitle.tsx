'use client';

import { Popover as BasePopover } from '@base-ui/react/popover';
import type { ComponentProps } from 'react';
import { cx } from '../../utils/cx';
import { usePopoverContext } from './PopoverContext';
import parts from '../internal/dialog/DialogParts.module.css';
import styles from './Popover.module.css';
import { useTitleCount } from '../internal/dialog/TitleCheck';

export type PopoverTitleProps = ComponentProps<'h2'>;

/** Renders the popover's `<h2>` heading, which names the popover for assistive technology. */
export function PopoverTitle({ className, ...props }: PopoverTitleProps) {
  const { titleCountRef } = usePopoverContext('PopoverTitle');
  useTitleCount(titleCountRef);
  return (
    <BasePopover.Title
      data-slot="popover-title"
      className={cx(parts.Title, styles.Title, className)}
      {...props}
    />
  );
}

export type PopoverDescriptionProps = ComponentProps<'p'>;

/** Renders a `<p>` that describes the popover; screen readers read it after the title. */
export function PopoverDescription({ className, ...props }: PopoverDescriptionProps) {
  usePopoverContext('PopoverDescription');
  return (
    <BasePopover.Description
      data-slot="popover-description"
      className={cx(parts.Description, className)}
      {...props}
    />
  );
}
