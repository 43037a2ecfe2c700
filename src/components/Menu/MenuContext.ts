'use client';

import { createStrictContext } from '../../utils/createContext';

export interface MenuContextValue {
  open: boolean;
}

export const [MenuContext, useMenuContext] = createStrictContext<MenuContextValue>('Menu');
