/**
 * The one vocabulary of colour roles across Tessera (Alert, Toast, Badge, ProgressBar, Meter, the
 * HTTP notices). Each component takes the subset that makes sense for it; the names never differ.
 * Colour is never the only signal: say the meaning in words too.
 */
export type Tone = 'neutral' | 'accent' | 'info' | 'success' | 'warning' | 'danger';

/** The tones of a status message: what happened, good or bad (Alert, Toast, notices). */
export type StatusTone = Extract<Tone, 'neutral' | 'info' | 'success' | 'warning' | 'danger'>;

/** The tones of a measure (ProgressBar, Meter). */
export type RangeTone = Extract<Tone, 'accent' | 'success' | 'warning' | 'danger'>;
