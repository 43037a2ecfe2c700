export const handle = { title: 'Broken page' };

/** A page that throws while it renders: its RouteBoundary shows the failure inside the frame. */
export default function Broken(): never {
  throw new Error('This page is broken on purpose.');
}
