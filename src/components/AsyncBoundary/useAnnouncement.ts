'use client';

import { useState } from 'react';

/**
 * The text of a polite live region. Saying the same words twice in a row appends an invisible
 * character, so screen readers announce the repeat too.
 */
export function useAnnouncement(): [string, (message: string) => void] {
  const [text, setText] = useState('');
  const announce = (message: string) =>
    setText((previous) => (message && previous === message ? `${message}\u00a0` : message));
  return [text, announce];
}
