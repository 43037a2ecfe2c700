import { page } from 'vitest/browser';

/** A screenshot's pixels and where they sit on the page (CSS px). */
export interface Shot {
  rgba: Uint8ClampedArray;
  width: number;
  height: number;
  /** Screenshot pixels per CSS px. */
  scale: number;
  left: number;
  top: number;
}

/** A rectangle in CSS px, in the page's coordinates. */
export interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Part of a shot: its pixels, and which of them are not to be compared (text, a field's value). */
export interface Crop {
  rgba: Uint8ClampedArray;
  masked: Uint8Array;
  width: number;
  height: number;
}

/** Takes one screenshot of `element`, as the browser paints it, and decodes it. */
export async function capture(element: HTMLElement): Promise<Shot> {
  const base64 = await page.screenshot({ element, save: false });
  const blob = await (await fetch(`data:image/png;base64,${base64}`)).blob();
  const bitmap = await createImageBitmap(blob);
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d')!;
  context.drawImage(bitmap, 0, 0);
  const rect = element.getBoundingClientRect();
  return {
    rgba: context.getImageData(0, 0, bitmap.width, bitmap.height).data,
    width: bitmap.width,
    height: bitmap.height,
    scale: bitmap.width / rect.width,
    left: rect.left,
    top: rect.top,
  };
}

/** The pixels of `rect` in `shot`, with those under `masks` marked as not compared. */
export function crop(shot: Shot, rect: Rect, masks: Rect[]): Crop {
  const x0 = Math.max(0, Math.round((rect.left - shot.left) * shot.scale));
  const y0 = Math.max(0, Math.round((rect.top - shot.top) * shot.scale));
  const x1 = Math.min(shot.width, Math.round((rect.right - shot.left) * shot.scale));
  const y1 = Math.min(shot.height, Math.round((rect.bottom - shot.top) * shot.scale));
  const width = Math.max(0, x1 - x0);
  const height = Math.max(0, y1 - y0);
  const rgba = new Uint8ClampedArray(width * height * 4);
  const masked = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const from = ((y0 + y) * shot.width + x0) * 4;
    rgba.set(shot.rgba.subarray(from, from + width * 4), y * width * 4);
  }
  for (const mask of masks) {
    const mx0 = Math.max(0, Math.floor((mask.left - shot.left) * shot.scale) - x0);
    const my0 = Math.max(0, Math.floor((mask.top - shot.top) * shot.scale) - y0);
    const mx1 = Math.min(width, Math.ceil((mask.right - shot.left) * shot.scale) - x0);
    const my1 = Math.min(height, Math.ceil((mask.bottom - shot.top) * shot.scale) - y0);
    for (let y = my0; y < my1; y++) masked.fill(1, y * width + mx0, y * width + Math.max(mx0, mx1));
  }
  return { rgba, masked, width, height };
}

/** Two colours a person tells apart at a glance (a channel apart by more than this). */
const DISTINCT = 48;

type Colour = [number, number, number];

function colourAt(crop: Crop, x: number, y: number): Colour | null {
  if (x < 0 || y < 0 || x >= crop.width || y >= crop.height) return null;
  const i = y * crop.width + x;
  if (crop.masked[i]) return null;
  return [crop.rgba[i * 4]!, crop.rgba[i * 4 + 1]!, crop.rgba[i * 4 + 2]!];
}

const near = (a: Colour, b: Colour) =>
  a.every((channel, c) => Math.abs(channel - b[c]!) <= DISTINCT);

/** Whether `p` lies on the way from colour `a` to colour `b`: an edge pixel partly covering both. */
function between(p: Colour, a: Colour, b: Colour) {
  const d = [b[0] - a[0], b[1] - a[1], b[2] - a[2]];
  const length = d[0]! ** 2 + d[1]! ** 2 + d[2]! ** 2;
  if (length === 0) return near(p, a);
  const t = Math.max(
    0,
    Math.min(1, d.reduce((sum, dc, c) => sum + dc * (p[c]! - a[c]!), 0) / length),
  );
  return near(p, [a[0] + t * d[0]!, a[1] + t * d[1]!, a[2] + t * d[2]!]);
}

/**
 * Whether the colour at (x, y) of `a` is something `b` does not draw near the same place: not a
 * colour `b` has within a pixel of it, nor a blend of two such colours (an anti-aliased edge that
 * sits a fraction of a pixel elsewhere).
 */
function unexplained(a: Crop, x: number, y: number, b: Crop, bx: number, by: number) {
  const p = colourAt(a, x, y);
  if (!p) return false;
  const around: Colour[] = [];
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      const n = colourAt(b, bx + dx, by + dy);
      if (!n) continue;
      if (near(p, n)) return false;
      around.push(n);
    }
  }
  if (around.length === 0) return false;
  for (let i = 0; i < around.length; i++) {
    for (let j = i + 1; j < around.length; j++)
      if (between(p, around[i]!, around[j]!)) return false;
  }
  return true;
}

/**
 * How many pixels differ between two crops, leaving out text and the anti-aliasing of edges that
 * sit a fraction of a pixel apart: a mark, a fill, a border of another colour or width count.
 * Crops of different sizes (a tab with a longer label) are compared corner by corner: each
 * quadrant of the smaller one against the same corner of the larger, so a box that is only wider
 * compares equal while a marker along one edge does not.
 */
export function visibleDifference(a: Crop, b: Crop) {
  const halfWidth = Math.ceil(Math.min(a.width, b.width) / 2);
  const halfHeight = Math.ceil(Math.min(a.height, b.height) / 2);
  let count = 0;
  for (const right of [false, true]) {
    for (const bottom of [false, true]) {
      const ax = right ? a.width - halfWidth : 0;
      const bx = right ? b.width - halfWidth : 0;
      const ay = bottom ? a.height - halfHeight : 0;
      const by = bottom ? b.height - halfHeight : 0;
      for (let y = 0; y < halfHeight; y++) {
        for (let x = 0; x < halfWidth; x++) {
          const pa = colourAt(a, ax + x, ay + y);
          const pb = colourAt(b, bx + x, by + y);
          if (!pa || !pb || near(pa, pb)) continue;
          if (
            unexplained(a, ax + x, ay + y, b, bx + x, by + y) ||
            unexplained(b, bx + x, by + y, a, ax + x, ay + y)
          ) {
            count++;
          }
        }
      }
    }
  }
  return count;
}

/**
 * The colours of the pixels on a straight line across the shot, one per CSS px from `from` to `to`
 * (page coordinates), as `[r, g, b]`.
 */
export function pixelsAlong(shot: Shot, from: [number, number], to: [number, number]) {
  const steps = Math.max(1, Math.round(Math.hypot(to[0] - from[0], to[1] - from[1])));
  const pixels: number[][] = [];
  for (let step = 0; step <= steps; step++) {
    const x = Math.round((from[0] + ((to[0] - from[0]) * step) / steps - shot.left) * shot.scale);
    const y = Math.round((from[1] + ((to[1] - from[1]) * step) / steps - shot.top) * shot.scale);
    if (x < 0 || y < 0 || x >= shot.width || y >= shot.height) continue;
    const i = (y * shot.width + x) * 4;
    pixels.push([shot.rgba[i]!, shot.rgba[i + 1]!, shot.rgba[i + 2]!]);
  }
  return pixels;
}

/** Whether two lines of pixels differ in at least two places (a fill, not an anti-aliased edge). */
export function linesDiffer(a: number[][], b: number[][]) {
  let count = 0;
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    if (a[i]!.some((channel, c) => Math.abs(channel - b[i]![c]!) > DISTINCT)) count++;
  }
  return count >= 2;
}

/**
 * Whether text drawn in `rect` can be read: some of its pixels stand well apart from the colour
 * most of them have (the background). Text in the colour of its own backplate (HighlightText on
 * the Canvas plate forced colours draw behind text) is one colour throughout.
 */
export function legible(shot: Shot, rect: Rect) {
  const x0 = Math.max(0, Math.round((rect.left - shot.left) * shot.scale));
  const y0 = Math.max(0, Math.round((rect.top - shot.top) * shot.scale));
  const x1 = Math.min(shot.width, Math.round((rect.right - shot.left) * shot.scale));
  const y1 = Math.min(shot.height, Math.round((rect.bottom - shot.top) * shot.scale));
  if (x1 - x0 < 3 || y1 - y0 < 6) return true;
  const counts = new Map<number, number>();
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const i = (y * shot.width + x) * 4;
      const key = (shot.rgba[i]! << 16) | (shot.rgba[i + 1]! << 8) | shot.rgba[i + 2]!;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  const background = [...counts].reduce((a, b) => (b[1] > a[1] ? b : a))[0];
  const bg = [(background >> 16) & 255, (background >> 8) & 255, background & 255];
  let ink = 0;
  for (const [key, count] of counts) {
    const c = [(key >> 16) & 255, (key >> 8) & 255, key & 255];
    if (c.some((channel, i) => Math.abs(channel - bg[i]!) > 2 * DISTINCT)) ink += count;
  }
  return ink >= 6;
}
