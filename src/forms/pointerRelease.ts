'use client';

/**
 * What a blur reveals waits while a pointer press is going on (issue 20: the first click on "Save
 * changes" did nothing): the press tracking lives in src/utils/pointerPress.ts, shared with the
 * components that hold back a change of size (ErrorSummary) or an arrival on top (Toast).
 */
export { afterPointerRelease, trackPointerPresses } from '../utils/pointerPress';
