// The benchmark page (production build, driven by bench/run.mjs through Chromium). It exposes
// `window.tesseraBench`; every timing is taken here, in the page, around synchronous React work plus a
// forced layout, so the driver's round trips are never inside a measurement.
import { Fragment } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import '../../src/styles/index.css';
import './raw.css';
import { cases, scrollCases, type BenchCase, type ScrollCase, type Variant } from '../cases';

export interface CaseInfo {
  name: string;
  kind: BenchCase['kind'];
  n: number;
  headline: boolean;
  rawLabel: string;
}

export interface Sample {
  /** Mount, re-render with one changed prop, unmount; each followed by a forced layout. */
  total: number;
  mount: number;
  update: number;
  unmount: number;
  /** Page cases: from the click on a row's trigger to its popup's content laid out. */
  open?: number;
}

export interface ScrollResult {
  name: string;
  rows: number;
  /** From render to the end of the first frame that shows the table, in ms. */
  firstPaint: number;
  /** From render to the end of the first synchronous render, and to the first rows in the document. */
  rendered: number;
  rowsIn: number;
  /** requestAnimationFrame deltas while scrolling, in ms. */
  deltas: number[];
}

export interface BenchApi {
  cases(): CaseInfo[];
  sample(name: string, side: 'tessera' | 'raw'): Promise<Sample>;
  scrollCases(): string[];
  scroll(name: string): Promise<ScrollResult>;
}

declare global {
  interface Window {
    tesseraBench: BenchApi;
    gc?: () => void;
  }
}

const container = document.getElementById('root');
if (!container) throw new Error('bench/page/index.html has no #root.');
const root = createRoot(container);

function Many({ variant, n, flip }: { variant: Variant; n: number; flip: boolean }) {
  return Array.from({ length: n }, (_, i) => (
    <Fragment key={i}>{variant.render(i, flip)}</Fragment>
  ));
}

const layout = () => container.offsetHeight;

/**
 * bench/profile.mjs sets `benchProfile`: each sample then wraps its timed window in
 * console.profile()/profileEnd(), so the profile holds that window and nothing around it.
 */
const profiling = () => (window as { benchProfile?: boolean }).benchProfile === true;
function profileStart() {
  if (profiling()) console.profile('sample');
}
function profileEnd() {
  if (profiling()) console.profileEnd('sample');
}
const nextFrame = () =>
  new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

function find(name: string) {
  const found = cases.find((entry) => entry.name === name);
  if (!found) throw new Error(`No benchmark case named ${name}.`);
  return found;
}

/** Resolves once `selector` matches, checking after every DOM mutation. */
function waitFor(selector: string): Promise<HTMLElement> {
  const now = document.querySelector<HTMLElement>(selector);
  if (now) return Promise.resolve(now);
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      const found = document.querySelector<HTMLElement>(selector);
      if (found) {
        observer.disconnect();
        resolve(found);
      }
    });
    observer.observe(document.documentElement, {
      childList: true,
      subtree: true,
      attributes: true,
    });
  });
}

async function sampleMany(entry: BenchCase, variant: Variant): Promise<Sample> {
  profileStart();
  const t0 = performance.now();
  flushSync(() => root.render(<Many variant={variant} n={entry.n} flip={false} />));
  layout();
  const t1 = performance.now();
  flushSync(() => root.render(<Many variant={variant} n={entry.n} flip={true} />));
  layout();
  const t2 = performance.now();
  flushSync(() => root.render(null));
  layout();
  const t3 = performance.now();
  profileEnd();
  return { total: t3 - t0, mount: t1 - t0, update: t2 - t1, unmount: t3 - t2 };
}

/** One trigger rendered and painted; timed from its click to the overlay's content laid out. */
async function sampleOpen(variant: Variant): Promise<Sample> {
  flushSync(() => root.render(<>{variant.render(0, false)}</>));
  await nextFrame();
  const trigger = container!.querySelector<HTMLElement>('button');
  if (!trigger || !variant.opened)
    throw new Error('An open case renders a <button> and names `opened`.');
  profileStart();
  const t0 = performance.now();
  trigger.click();
  const content = await waitFor(variant.opened);
  void content.offsetHeight;
  const t1 = performance.now();
  profileEnd();
  flushSync(() => root.render(null));
  await nextFrame();
  return { total: t1 - t0, mount: t1 - t0, update: 0, unmount: 0 };
}

/** A mouse press and release, as a person clicks (a menu button may open on the press). */
function press(target: HTMLElement) {
  const init = { bubbles: true, cancelable: true, composed: true, button: 0, view: window };
  target.dispatchEvent(
    new PointerEvent('pointerdown', { ...init, pointerType: 'mouse', buttons: 1 }),
  );
  target.dispatchEvent(new MouseEvent('mousedown', { ...init, buttons: 1, detail: 1 }));
  target.dispatchEvent(new PointerEvent('pointerup', { ...init, pointerType: 'mouse' }));
  target.dispatchEvent(new MouseEvent('mouseup', { ...init, detail: 1 }));
  target.dispatchEvent(new MouseEvent('click', { ...init, detail: 1 }));
}

/**
 * One realistic page: mount, re-sort (the `flip` render), then open one row's menu (click to the
 * content laid out), then unmount; each step followed by a forced layout.
 */
async function samplePage(variant: Variant): Promise<Sample> {
  if (!variant.trigger || !variant.opened)
    throw new Error('A page case names its `trigger` and what shows once `opened`.');
  const t0 = performance.now();
  flushSync(() => root.render(<>{variant.render(0, false)}</>));
  layout();
  const t1 = performance.now();
  flushSync(() => root.render(<>{variant.render(0, true)}</>));
  layout();
  const t2 = performance.now();
  const trigger = container!.querySelector<HTMLElement>(variant.trigger);
  if (!trigger) throw new Error(`Nothing matches ${variant.trigger}.`);
  profileStart();
  press(trigger);
  const content = await waitFor(variant.opened);
  void content.offsetHeight;
  const t3 = performance.now();
  profileEnd();
  flushSync(() => root.render(null));
  layout();
  const t4 = performance.now();
  // Whatever a popup left behind (a portal) goes before the next sample.
  await nextFrame();
  return { total: t4 - t0, mount: t1 - t0, update: t2 - t1, open: t3 - t2, unmount: t4 - t3 };
}

const SCROLL_FRAMES = 240;
const SCROLL_STEP = 240;

async function sampleScroll(entry: ScrollCase): Promise<ScrollResult> {
  const rows = entry.generate(entry.rows);
  window.gc?.();
  await nextFrame();
  const t0 = performance.now();
  flushSync(() => root.render(<>{entry.render(rows)}</>));
  const rendered = performance.now() - t0;
  // Rows may arrive in a second render (a virtualizer measures first); then the frame that shows
  // them: after the next animation frame's callbacks, style, layout and paint.
  await waitFor(entry.ready);
  const rowsIn = performance.now() - t0;
  await nextFrame();
  const firstPaint = performance.now() - t0;
  const scroller = container!.querySelector<HTMLElement>(entry.scroller);
  if (!scroller) throw new Error(`${entry.name}: nothing matches ${entry.scroller}.`);
  const deltas: number[] = [];
  await new Promise<void>((resolve) => {
    let last = 0;
    const frame = (now: number) => {
      if (last) deltas.push(now - last);
      last = now;
      if (deltas.length >= SCROLL_FRAMES) return resolve();
      scroller.scrollTop += SCROLL_STEP;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  flushSync(() => root.render(null));
  return { name: entry.name, rows: entry.rows, firstPaint, rendered, rowsIn, deltas };
}

window.tesseraBench = {
  cases: () =>
    cases.map(({ name, kind, n, headline = false, rawLabel }) => ({
      name,
      kind,
      n: kind === 'open' || kind === 'page' ? 1 : n,
      headline,
      rawLabel,
    })),
  scrollCases: () => scrollCases.map((entry) => entry.name),
  scroll(name) {
    const entry = scrollCases.find((candidate) => candidate.name === name);
    if (!entry) throw new Error(`No scroll case named ${name}.`);
    return sampleScroll(entry);
  },
  async sample(name, side) {
    const entry = find(name);
    // Start every sample from a collected heap and an idle frame, so one sample's garbage is not
    // charged to the next.
    window.gc?.();
    await nextFrame();
    if (entry.kind === 'open') return sampleOpen(entry[side]);
    if (entry.kind === 'page') return samplePage(entry[side]);
    return sampleMany(entry, entry[side]);
  },
};
