'use client';

import { useMessages } from '../../i18n/context';
import { Toast as BaseToast } from '@base-ui/react/toast';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { createToastApi, defaultToastManager, type ToastApi, type ToastData } from './toast';
import styles from './Toast.module.css';

export interface ToastProviderProps {
  /** The application. */
  children?: ReactNode;
  /** How many toasts show at once; older ones wait behind. @default 3 */
  limit?: number;
  /** Default milliseconds before a toast closes by itself. @default 5000 */
  timeout?: number;
  /** The landmark's name, read when users jump to it with F6. @default the locale's `toast.region` ('Notifications') */
  label?: string;
  /** The dismiss button's accessible name. @default the locale's `toast.dismiss` ('Dismiss notification') */
  dismissLabel?: string;
  /** A separate manager (tests, embedded apps); by default the one behind `toast()`. */
  manager?: typeof defaultToastManager;
}

/**
 * Renders the toast region (a labelled landmark, reachable with F6) at the bottom end of the screen
 * and shows the toasts queued with `toast()` or `useToast()`. Timers pause while the pointer is over
 * a toast or focus is in it; toasts can be swiped away. Put one at the root of the application.
 */
export function ToastProvider({
  children,
  limit = 3,
  timeout = 5000,
  label: labelProp,
  dismissLabel: dismissLabelProp,
  manager = defaultToastManager,
}: ToastProviderProps) {
  const t = useMessages('toast');
  const label = labelProp ?? t('region');
  const dismissLabel = dismissLabelProp ?? t('dismiss');
  return (
    <BaseToast.Provider toastManager={manager} limit={limit} timeout={timeout}>
      {children}
      <BaseToast.Portal>
        <BaseToast.Viewport
          data-slot="toast-viewport"
          className={styles.Viewport}
          aria-label={label}
        >
          <ToastList dismissLabel={dismissLabel} />
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

/**
 * The toast API of the nearest `ToastProvider`: `const toast = useToast(); toast('Saved')`.
 * Outside a provider it still returns the application-wide `toast`, which shows nothing until a
 * provider mounts.
 */
export function useToast(): ToastApi {
  const manager = BaseToast.useToastManager();
  return useMemo(
    () =>
      createToastApi({
        add: manager.add,
        close: manager.close,
        update: manager.update,
        promise: manager.promise,
      } as unknown as typeof defaultToastManager),
    [manager],
  );
}
