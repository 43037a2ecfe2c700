'use client';

import { Toast as BaseToast } from '@base-ui/react/toast';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
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
          {viewport && <ToastList dismissLabel={dismissLabel} />}
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

function ToastList({ dismissLabel }: { dismissLabel: string }) {
  const { toasts, close } = BaseToast.useToastManager();
  return toasts.map((item) => {
    const data = (item.data ?? { tone: 'neutral' }) as ToastData;
    return (
      <BaseToast.Root
        key={item.id}
        toast={item}
        data-slot="toast"
        data-tone={data.tone}
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
