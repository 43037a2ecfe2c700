'use client';

import { useCallback, useState } from 'react';
import { devWarn } from './dev';

interface Options<T> {
  /** The controlled value; `undefined` means uncontrolled. */
  value: T | undefined;
  /** The initial value when uncontrolled. */
  defaultValue: T;
  /** Called with every new value, controlled or not. */
  onChange?: ((value: T) => void) | undefined;
  /** The component's name, for the development warning about a controlled value with no handler. */
  name?: string;
  /** Set when the component is read-only, so a controlled value with no handler is intended. */
  readOnly?: boolean;
}

/**
 * One state that serves controlled and uncontrolled use: reads `value` when it is given, otherwise
 * keeps its own, and reports every change through `onChange`.
 */
export function useControllableState<T>({
  value,
  defaultValue,
  onChange,
  name,
  readOnly,
}: Options<T>): [T, (next: T) => void] {
  const [inner, setInner] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : inner;

  if (controlled && !onChange && !readOnly && name) warnControlledWithoutHandler(name);

  const setValue = useCallback(
    (next: T) => {
      if (Object.is(next, current)) return;
      if (!controlled) setInner(next);
      onChange?.(next);
    },
    [controlled, current, onChange],
  );

  return [current, setValue];
}

/** The development warning for a controlled value given without its change handler. */
export function warnControlledWithoutHandler(name: string): void {
  devWarn(
    `${name}: a controlled value was given without a change handler, so it can never change. ` +
      `Pass the matching on…Change handler, or use the default… prop for an uncontrolled ${name}.`,
  );
}
