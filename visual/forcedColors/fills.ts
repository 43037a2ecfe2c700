import { linesDiffer, pixelsAlong, type Shot } from './pixels';
import { visualBox } from './states';

/** A range widget's track: what is filled up to its value must look unlike what is not. */
export interface Fill {
  /** `fill:progressbar`, `fill:meter`, `fill:slider`. */
  label: string;
  /** The widget, for the message. */
  widget: Element;
  /** Whether the filled and the empty part of the track look different in the shot. */
  shown: (shot: Shot) => boolean;
}

function fraction(element: Element) {
  const value = Number(
    element.getAttribute('aria-valuenow') ?? (element as HTMLInputElement).value,
  );
  const min = Number(element.getAttribute('aria-valuemin') ?? (element as HTMLInputElement).min);
  const max = Number(element.getAttribute('aria-valuemax') ?? (element as HTMLInputElement).max);
  if (![value, min, max].every(Number.isFinite) || max <= min) return null;
  return (value - min) / (max - min);
}

/**
 * The track inside `region`: the longest element without text that is a thin bar (2 to 16 px
 * across, at least 40 px long) in the widget's direction.
 */
function trackIn(region: Element, vertical: boolean) {
  let best: { element: Element; length: number } | null = null;
  for (const element of [region, ...region.querySelectorAll('*')]) {
    if (element.textContent?.trim()) continue;
    const rect = element.getBoundingClientRect();
    const across = vertical ? rect.width : rect.height;
    const length = vertical ? rect.height : rect.width;
    if (across < 2 || across > 16 || length < 40) continue;
    if (!best || length > best.length) best = { element, length };
  }
  return best?.element ?? null;
}

/**
 * Every range widget in `root` whose value lies strictly inside its range (a progress bar,
 * a meter, a slider or a range slider's thumbs): its track has a filled and an empty part.
 */
export function fills(root: Element): Fill[] {
  const found: Fill[] = [];
  const widgets = [...root.querySelectorAll('[role=progressbar], [role=meter]')].map((widget) => ({
    widget,
    region: widget,
    values: [fraction(widget)],
  }));
  // A slider's thumbs share one track: the widget is the slider around all of them.
  const sliders = new Map<Element, Element[]>();
  for (const thumb of root.querySelectorAll('[role=slider], input[type=range]')) {
    let region = visualBox(thumb);
    const width = region.getBoundingClientRect().width;
    while (region.parentElement && region.getBoundingClientRect().width < 3 * width) {
      region = region.parentElement;
    }
    sliders.set(region, [...(sliders.get(region) ?? []), thumb]);
  }
  for (const [region, thumbs] of sliders) {
    widgets.push({ widget: thumbs[0]!, region, values: thumbs.map(fraction) });
  }
  for (const { widget, region, values } of widgets) {
    if (values.some((value) => value === null)) continue;
    const sorted = (values as number[]).toSorted((a, b) => a - b);
    const low = values.length > 1 ? sorted[0]! : 0;
    const high = sorted.at(-1)!;
    if (high - low <= 0.05 || (low <= 0.05 && high >= 0.95)) continue;
    const vertical = widget.getAttribute('aria-orientation') === 'vertical';
    const track = trackIn(region, vertical);
    if (!track) continue;
    const thumbs = [...region.querySelectorAll('[role=slider], input[type=range]')].map((thumb) =>
      visualBox(thumb).getBoundingClientRect(),
    );
    const role = widget.getAttribute('role') ?? 'slider';
    found.push({
      label: `fill:${role}`,
      widget,
      shown: (shot) => {
        const rect = track.getBoundingClientRect();
        const rtl = getComputedStyle(track).direction === 'rtl';
        // Where along the track a fraction lies: from the start edge, or from the bottom.
        const at = (f: number) =>
          vertical
            ? rect.bottom - f * rect.height
            : rtl
              ? rect.right - f * rect.width
              : rect.left + f * rect.width;
        const empty = 1 - high > low ? [high, 1] : [0, low];
        const across = (f: number): [[number, number], [number, number]] =>
          vertical
            ? [
                [rect.left - 3, at(f)],
                [rect.right + 3, at(f)],
              ]
            : [
                [at(f), rect.top - 3],
                [at(f), rect.bottom + 3],
              ];
        /** A point in the segment, clear of the thumbs (they sit on the boundaries). */
        const clear = ([from, to]: number[]) =>
          [0.5, 0.25, 0.75]
            .map((t) => from! + (to! - from!) * t)
            .find((f) => {
              const p = at(f);
              return !thumbs.some((thumb) =>
                vertical
                  ? p >= thumb.top - 2 && p <= thumb.bottom + 2
                  : p >= thumb.left - 2 && p <= thumb.right + 2,
              );
            });
        const filledAt = clear([low, high]);
        const emptyAt = clear(empty);
        if (filledAt === undefined || emptyAt === undefined) return true;
        return linesDiffer(
          pixelsAlong(shot, ...across(filledAt)),
          pixelsAlong(shot, ...across(emptyAt)),
        );
      },
    });
  }
  return found;
}
