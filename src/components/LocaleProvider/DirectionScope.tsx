'use client';

import { DirectionProvider } from '@base-ui/react/direction-provider';
import type { ReactNode } from 'react';
import { DirectionContext, type Direction, type DirectionSource } from '../../utils/direction';

// The same objects every render, so a provider's re-render re-renders no reader of the direction.
const sources: Readonly<Record<'explicit' | 'locale', Record<Direction, DirectionSource>>> = {
  explicit: {
    ltr: { direction: 'ltr', explicit: true },
    rtl: { direction: 'rtl', explicit: true },
  },
  locale: {
    ltr: { direction: 'ltr', explicit: false },
    rtl: { direction: 'rtl', explicit: false },
  },
};

/** The source a ThemeProvider's `dir` or a LocaleProvider's locale gives. @internal */
export function directionSource(direction: Direction, explicit: boolean): DirectionSource {
  return sources[explicit ? 'explicit' : 'locale'][direction];
}

/**
 * Gives the tree below its direction, to Tessera's components (`useDirection`) and to the Base UI
 * engine under some of them alike, so both reverse the same arrow keys. `source` is what readers
 * of `useDirection` get (`null`: nothing new, the document's); `direction` is what it resolves to
 * here. @internal
 */
export function DirectionScope({
  source,
  direction,
  children,
}: {
  source: DirectionSource | null;
  direction: Direction;
  children?: ReactNode;
}) {
  return (
    <DirectionContext value={source}>
      <DirectionProvider direction={direction}>{children}</DirectionProvider>
    </DirectionContext>
  );
}
