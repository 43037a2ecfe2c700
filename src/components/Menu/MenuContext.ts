'use client';

import { createStrictContext } from '../../utils/createContext';

/** Nothing changes in it: it only tells a part that it is inside a `Menu`. */
export type MenuContextValue = object;

export const [MenuContext, useMenuContext] = createStrictContext<MenuContextValue>('Menu');
