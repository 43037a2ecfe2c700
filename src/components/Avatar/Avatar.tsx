'use client';

import { Avatar as BaseAvatar } from '@base-ui/react/avatar';
import type { ComponentProps } from 'react';
import { cx } from '../../utils/cx';
import { devWarn } from '../../utils/dev';
import { useLocale } from '../LocaleProvider/LocaleProvider';
import { getInitials } from './initials';
import styles from './Avatar.module.css';

export interface AvatarProps extends Omit<ComponentProps<'span'>, 'className' | 'style'> {
  /** The person's or thing's name: the accessible name, and the source of the fallback initials. */
  name: string;
  /** The picture's URL; while it loads, or if it fails, the initials show instead. */
  src?: string;
  /** Fixed size, so nothing shifts when the picture arrives. @default 'md' */
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  /** Hides it from assistive technology when the name is already written next to it. @default false */
  decorative?: boolean;
  className?: string;
  style?: React.CSSProperties;
}

/**
 * Renders an avatar (Base UI avatar): the picture when it has loaded, otherwise initials from the
 * name. It is an image named by `name` (`role="img"`), or hidden when `decorative`.
 */
export function Avatar({
  name,
  src,
  size = 'md',
  decorative = false,
  className,
  ...props
}: AvatarProps) {
  const { locale } = useLocale();
  const initials = getInitials(name, locale);
  const blank = !name || !name.trim();
  if (blank && !decorative) {
    devWarn(
      'Avatar: no name, so it cannot be named for screen readers and shows no initials. ' +
        'Pass name="…", or decorative when the name is written next to it.',
    );
  }
  // An image with no name is worse than no image: without a name the avatar is hidden.
  const hidden = decorative || blank;
  const rootProps = {
    'data-slot': 'avatar',
    'data-size': size,
    role: hidden ? undefined : 'img',
    'aria-label': hidden ? undefined : name,
    'aria-hidden': hidden || undefined,
    className: cx(styles.Avatar, className),
    ...props,
  };
  // Without a picture there is nothing to load: one span with the initials, without Base UI's loading
  // state, context and fallback timer, nor a fallback element, for every avatar in a list. (An `img`
  // role's children are presentational, so the initials are not read; the name is.)
  if (!src) return <span {...rootProps}>{initials}</span>;
  return (
    <BaseAvatar.Root {...rootProps}>
      <BaseAvatar.Image src={src} alt="" className={styles.Image} />
      <BaseAvatar.Fallback className={styles.Fallback} aria-hidden="true">
        {initials}
      </BaseAvatar.Fallback>
    </BaseAvatar.Root>
  );
}
