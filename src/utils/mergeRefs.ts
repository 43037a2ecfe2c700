// The overlay folders (Drawer, AlertDialog, Select, Combobox) still import the composition by
// these names; they take `useComposedRefs` with the overlay work, and this file goes then.
export { composeRefs, composeRefs as mergeRefs } from './useComposedRefs';
