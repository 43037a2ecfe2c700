'use client';

import {
  createContext,
  lazy,
  Suspense,
  use,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useTranslate } from '../../i18n/context';
import * as english from '../../i18n/english';
import { trackPointerPresses } from '../../utils/pointerPress';
import { createToastApi, defaultToastManager, type ToastApi } from './toast';

type Manager = typeof defaultToastManager;
type ManagerEvent = Parameters<Parameters<Manager[' subscribe']>[0]>[0];

// The toast machinery (Base UI's toast, the region, the icons) loads with the first toast.
const ToastRegion = lazy(() =>
  import('./ToastRegion').then((module) => ({ default: module.ToastRegion })),
);

const ToastManagerContext = createContext<Manager | null>(null);

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
  manager?: Manager;
}

/**
 * Hands a manager's events to the region once it has loaded: those raised before wait, in order,
 * and are replayed when the region subscribes; later ones pass straight through.
 */
function createRelay() {
  const queue: ManagerEvent[] = [];
  const listeners = new Set<(event: ManagerEvent) => void>();
  return {
    push(event: ManagerEvent) {
      if (listeners.size > 0) {
        for (const listener of listeners) listener(event);
        return;
      }
      if (event.action === 'promise') {
        // The caller already has the promise it passed (toast.promise returns it); the region's
        // own copy, made on replay, must not report its rejection as unhandled.
        const options = event.options as { setPromise?: (promise: Promise<unknown>) => void };
        queue.push({
          ...event,
          options: {
            ...options,
            setPromise: (promise: Promise<unknown>) => void promise.catch(() => {}),
          },
        });
        return;
      }
      queue.push(event);
    },
    manager: {
      ' subscribe'(listener: (event: ManagerEvent) => void) {
        listeners.add(listener);
        for (const event of queue.splice(0)) listener(event);
        return () => {
          listeners.delete(listener);
        };
      },
    } as unknown as Manager,
  };
}

/**
 * Renders the toast region (a labelled landmark, reachable with F6) at the bottom end of the screen
 * and shows the toasts queued with `toast()` or `useToast()`. Timers pause while the pointer is over
 * a toast or focus is in it; toasts can be swiped away. Put one at the root of the application.
 * The region and its machinery load with the first toast; toasts raised meanwhile show, in order.
 */
export function ToastProvider({
  children,
  limit = 3,
  timeout = 5000,
  label: labelProp,
  dismissLabel: dismissLabelProp,
  manager = defaultToastManager,
}: ToastProviderProps) {
  const t = useTranslate('toast', english.toast);
  const label = labelProp ?? t('region');
  const dismissLabel = dismissLabelProp ?? t('dismiss');
  const relay = useMemo(() => createRelay(), []);
  const [wanted, setWanted] = useState(false);
  // The first toast may arrive while a pointer is pressed elsewhere, and its region (loaded with
  // it) lets the release through to what was pressed only if that press was seen begin: presses
  // are followed from the start, not from the first toast.
  useEffect(trackPointerPresses, []);
  useEffect(
    () =>
      manager[' subscribe']((event) => {
        relay.push(event);
        setWanted(true);
      }),
    [manager, relay],
  );
  return (
    <ToastManagerContext value={manager}>
      {children}
      {wanted && (
        <Suspense fallback={null}>
          <ToastRegion
            manager={relay.manager}
            limit={limit}
            timeout={timeout}
            label={label}
            dismissLabel={dismissLabel}
          />
        </Suspense>
      )}
    </ToastManagerContext>
  );
}

/**
 * The toast API of the nearest `ToastProvider`: `const toast = useToast(); toast('Saved')`.
 * Outside a provider it still returns the application-wide `toast`, which shows nothing until a
 * provider mounts.
 */
export function useToast(): ToastApi {
  const manager = use(ToastManagerContext) ?? defaultToastManager;
  return useMemo(() => createToastApi(manager), [manager]);
}
