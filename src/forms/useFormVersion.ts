'use client';

import { useLayoutEffect, useReducer, useState } from 'react';
import type { FormApi } from './store';

const next = (count: number) => count + 1;

/**
 * Renders the calling component again after every change of `form` (nothing without one). It
 * subscribes with `FormApi.follow` after the commit, as a bound control's registration does, so a
 * server render subscribes to nothing and a change made before the subscription is not missed.
 */
export function useFormVersion(form: FormApi | null): void {
  const [, rerender] = useReducer(next, 0);
  const [seen] = useState(() => form?.getVersion() ?? 0);
  useLayoutEffect(() => form?.follow(rerender, seen), [form, seen]);
}
