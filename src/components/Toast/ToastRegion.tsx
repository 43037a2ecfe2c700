'use client';

import { Toast as BaseToast } from '@base-ui/react/toast';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { usePointerPressed } from '../../utils/pointerPress';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import type { defaultToastManager, ToastData } from './toast';
import styles from './Toast.module.css';

export interface ToastRegionProps {
  /** Where the toasts come from: ToastProvider's relay, which holds those raised before this loaded. */
  manager: typeof defaultToastManager;
  limit: number;
  timeout: number;
  label: string;
  dismissLabel: string;
}

/**
 * The toast machinery: Base UI's provider, the region (a labelled landmark) and the toasts. A module
 * of its own, loaded by ToastProvider when the first toast is raised, so a first screen without a
 * toast loads none of it.
 */
export function ToastRegion({ manager, limit, timeout, label, dismissLabel }: ToastRegionProps) {
  // The region goes into the page empty and its toasts follow a render later: screen readers
  // announce what is added to a live region already there, not a region that arrives with its
  // content, so the first toast (the one that loads this module) would otherwise go unheard.
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  return (
    <BaseToast.Provider toastManager={manager} limit={limit} timeout={timeout}>
      <BaseToast.Portal>
        <BaseToast.Viewport
          data-slot="toast-viewport"
          className={styles.Viewport}
          aria-label={label}
          ref={setViewport}
        >
          {viewport && <ToastList dismissLabel={dismissLabel} viewport={viewport} />}
        </BaseToast.Viewport>
      </BaseToast.Portal>
    </BaseToast.Provider>
  );
}

const icons = {
  neutral: null,
  info: <Info />,
  success: <CircleCheck />,
  warning: <TriangleAlert />,
  danger: <CircleAlert />,
} satisfies Record<ToastData['tone'], ReactNode>;

/**
 * Keeps the focused element clear of the toasts (WCAG 2.4.11, Focus Not Obscured): while toasts
 * show, the page's scroll padding at its foot reaches as high as they do, so the browser scrolls
 * an element that takes focus to above them, not under them. On a phone a toast spans the
 * screen's width, and Tab would otherwise bring each next control in under it. The page gets as
 * much room at its end, so its last controls can scroll up out from under the toasts too.
 */
function useFocusClearance(region: HTMLElement, count: number) {
  useEffect(() => {
    if (count === 0) return;
    const root = document.documentElement;
    const { scrollPaddingBlockEnd, paddingBlockEnd } = root.style;
    const toasts = () => region.querySelectorAll<HTMLElement>('[data-slot="toast"]');
    const update = () => {
      // Layout sizes, not the drawn ones: a toast still sliding in is measured where it settles.
      const tallest = Math.max(0, ...[...toasts()].map((toast) => toast.offsetHeight));
      const reach = `${Math.ceil(innerHeight - region.getBoundingClientRect().bottom + tallest)}px`;
      if (root.style.scrollPaddingBlockEnd === reach) return;
      root.style.scrollPaddingBlockEnd = root.style.paddingBlockEnd = reach;
    };
    // Measured in the next frame, once the toasts have laid themselves out, and again when the
    // window changes size. Not with a ResizeObserver on the toasts: they measure themselves in one
    // too, and the second observer turned their measuring into a resize loop (a console error).
    let frame = requestAnimationFrame(update);
    const later = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(update);
    };
    addEventListener('resize', later);
    return () => {
      cancelAnimationFrame(frame);
      removeEventListener('resize', later);
      root.style.scrollPaddingBlockEnd = scrollPaddingBlockEnd;
      root.style.paddingBlockEnd = paddingBlockEnd;
    };
  }, [region, count]);
}

const none: ReadonlySet<string> = new Set();

function ToastList({ dismissLabel, viewport }: { dismissLabel: string; viewport: HTMLElement }) {
  const { toasts, close } = BaseToast.useToastManager();
  useFocusClearance(viewport, toasts.length);
  // A toast that arrives during a pointer press may land on top of what is pressed: the release
  // would hit the toast and the click be lost (issue 30). Such a toast lets the pointer through
  // until the press has ended.
  const pressing = usePointerPressed();
  const [arrivals, setArrivals] = useState({ seen: none, held: none });
  const fresh = toasts.filter((item) => !arrivals.seen.has(item.id)).map((item) => item.id);
  const held = pressing && fresh.length > 0 ? new Set([...arrivals.held, ...fresh]) : arrivals.held;
  if (fresh.length > 0 || (!pressing && arrivals.held.size > 0)) {
    setArrivals({ seen: new Set(toasts.map((item) => item.id)), held: pressing ? held : none });
  }
  return toasts.map((item) => {
    const data = (item.data ?? { tone: 'neutral' }) as ToastData;
    return (
      <BaseToast.Root
        key={item.id}
        toast={item}
        data-slot="toast"
        data-tone={data.tone}
        data-pass-through={pressing && held.has(item.id) ? '' : undefined}
        className={cx(styles.Toast)}
      >
        <BaseToast.Content className={styles.Content}>
          {icons[data.tone] && (
            <span className={styles.Icon} aria-hidden="true">
              {icons[data.tone]}
            </span>
          )}
          <div className={styles.Text}>
            <BaseToast.Title className={styles.Title} />
            <BaseToast.Description className={styles.Description} />
          </div>
          {data.action && (
            <BaseToast.Action
              render={
                <Button
                  size="sm"
                  onClick={() => {
                    data.action?.onClick();
                    close(item.id);
                  }}
                />
              }
              className={styles.Action}
            >
              {data.action.label}
            </BaseToast.Action>
          )}
          <BaseToast.Close
            render={
              <IconButton
                size="sm"
                aria-label={dismissLabel}
                icon={<X />}
                className={styles.Close}
              />
            }
          />
        </BaseToast.Content>
      </BaseToast.Root>
    );
  });
}
