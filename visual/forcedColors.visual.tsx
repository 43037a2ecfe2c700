import { setProjectAnnotations } from '@storybook/react-vite';
import { cleanup, render } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cdp, page, userEvent } from 'vitest/browser';
import * as preview from '../.storybook/preview';
import { allStatesStories, frameForShot } from './allStates';
import { fills } from './forcedColors/fills';
import { focusInvisible } from './forcedColors/focus';
import { capture, crop, legible, visibleDifference } from './forcedColors/pixels';
import {
  nameOf,
  paintedRect,
  statePairs,
  textLook,
  textMasks,
  onScreen,
  textRuns,
  visualBox,
} from './forcedColors/states';
import { timeLeftIn } from '../src/test/budget';
import { defaultViewport, fitElement, freezeMotion } from './support';

// Forced colours (Windows High Contrast and other contrast themes), emulated in Chromium with the
// media feature `forced-colors: active`, in the dark and the light contrast theme (Chromium picks
// its palette from `prefers-color-scheme`). For every AllStates story:
//
// - two elements that differ in one state a person must tell apart (checked or not, selected,
//   pressed, current, expanded, invalid, disabled) must not look the same: their pixels around the
//   text, or the colour and weight of their text, must differ;
// - a progress bar's, meter's or slider's filled part must look unlike its empty part;
// - every text must stand out from what is behind it (not HighlightText on the Canvas plate that
//   forced colours draw behind text);
// and, in the dark contrast theme:
// - the story must look as its reference does (__screenshots__/forcedColors.visual.tsx/);
// - focus must change something forced colours draw (an outline, a border, a system colour).

setProjectAnnotations([preview]);

const cases = allStatesStories();

/**
 * The states each story must show, so a story that stops showing one (or a check that stops
 * finding it) fails here instead of passing with nothing compared.
 */
const mustCompare: Record<string, string[]> = {
  Accordion: ['expanded:button'],
  Breadcrumbs: ['current:link'],
  Checkbox: ['checked:checkbox', 'invalid:checkbox', 'disabled:checkbox'],
  CheckboxGroup: ['checked:checkbox'],
  DataTable: ['checked:checkbox', 'busy:progressbar'],
  Disclosure: ['expanded:button'],
  Meter: ['fill:meter'],
  NavLink: ['current:link'],
  Pagination: ['current:button'],
  ProgressBar: ['fill:progressbar'],
  RadioGroup: ['checked:radio', 'invalid:radio'],
  Select: ['invalid:combobox', 'disabled:combobox'],
  Slider: ['fill:slider'],
  Switch: ['checked:switch', 'invalid:switch'],
  Tabs: ['selected:tab', 'current:link', 'disabled:tab'],
  TextField: ['invalid:textbox', 'disabled:textbox'],
  ToggleGroup: ['pressed:button'],
};

type Scheme = 'dark' | 'light';

async function emulate(scheme: Scheme | null) {
  await cdp().send('Emulation.setEmulatedMedia', {
    features: scheme
      ? [
          { name: 'forced-colors', value: 'active' },
          { name: 'prefers-color-scheme', value: scheme },
        ]
      : [],
  });
}

// The story is drawn at the size the other visual tests use (defaultViewport, the visual project's
// frame), pixel for pixel: the project's window is larger than any frame, so nothing is scaled and
// every edge lands on a pixel, as the comparisons below need.
beforeAll(async () => {
  freezeMotion();
  await page.viewport(defaultViewport.width, defaultViewport.height);
});

afterEach(async () => {
  cleanup();
  await page.viewport(defaultViewport.width, defaultViewport.height);
  document.documentElement.removeAttribute('data-theme');
  document.body.style.minHeight = '';
});

// The emulation belongs to the browser page, which the next test file in this session reuses.
afterAll(() => emulate(null));

describe.each(cases)('%s', (name, AllStates) => {
  it.for(['dark', 'light'] as const)(
    'shows every state in the %s contrast theme',
    async (scheme, { task }) => {
      await emulate(scheme);
      expect(matchMedia('(forced-colors: active)').matches).toBe(true);
      // Nothing hovered: the pointer rests on the page's corner.
      await userEvent.hover(document.body, { position: { x: 0, y: 0 } });
      const { container } = render(<AllStates />);
      document.documentElement.setAttribute('data-theme', scheme);
      const shotElement = frameForShot(container, AllStates);
      if (AllStates.parameters.visual?.play) await AllStates.play?.({ canvasElement: container });
      await document.fonts.ready;
      // The browser paints only the viewport: a taller story grows it, so no state is left out.
      if (shotElement !== document.body) await fitElement(shotElement);

      const shot = await capture(shotElement);
      // Pixel for pixel: a window smaller than the frame would scale the page down, and the edges
      // compared below would fall between pixels.
      expect(shot.scale, 'screenshot pixels per CSS px').toBeCloseTo(1, 1);
      const alike: string[] = [];
      const compared = new Set<string>();
      for (const { label, on, off } of statePairs(container)) {
        const [a, b] = [visualBox(on), visualBox(off)];
        const [rectA, rectB] = [paintedRect(a, on), paintedRect(b, off)];
        // The browser paints only the viewport: a state below it is not in the shot.
        if (!onScreen(rectA) || !onScreen(rectB)) continue;
        compared.add(label);
        const pixels = visibleDifference(
          crop(shot, rectA, textMasks(a)),
          crop(shot, rectB, textMasks(b)),
        );
        if (pixels < 3 && textLook(a) === textLook(b)) {
          alike.push(`${label}: ${nameOf(on)} looks like ${nameOf(off)}`);
        }
      }
      for (const fill of fills(container)) {
        compared.add(fill.label);
        if (!fill.shown(shot)) {
          alike.push(`${fill.label}: ${nameOf(fill.widget)} shows no filled part`);
        }
      }
      // A busy line (an indeterminate progress bar with nothing inside) is only its background:
      // forced colours drop a background image, so it must opt out or draw with a system colour.
      for (const line of container.querySelectorAll('[role=progressbar]:not([aria-valuenow])')) {
        if (line.childElementCount || line.textContent?.trim()) continue;
        compared.add('busy:progressbar');
        const style = getComputedStyle(line);
        // Forced colours keep a colour's alpha: transparent is Canvas at alpha 0.
        const clear = /rgba\(.*,\s*0\)$/.test(style.backgroundColor);
        if (style.backgroundImage === 'none' && clear) {
          alike.push(`busy:progressbar: ${nameOf(line)} is not drawn`);
        }
      }
      for (const { element, rect } of textRuns(container)) {
        if (onScreen(rect) && !legible(shot, rect))
          alike.push(`unreadable text: "${element.textContent?.trim().slice(0, 40)}"`);
      }
      expect(alike, `look alike in forced colours:\n${alike.join('\n')}\n`).toEqual([]);
      expect([...compared], 'states compared').toEqual(
        expect.arrayContaining(mustCompare[name] ?? []),
      );

      // The reference and the focus walk once, in the dark contrast theme (Windows' most used):
      // the light one differs only in the palette, which the checks above have just covered.
      if (scheme === 'light') return;
      await expect
        .element(page.elementLocator(shotElement))
        .toMatchScreenshot(`${name}-forced`, { timeout: timeLeftIn(task)() });

      const hidden = await focusInvisible(container);
      expect(hidden, `focus that forced colours hide:\n${hidden.join('\n')}\n`).toEqual([]);
    },
  );
});

it('finds every story the check names', () => {
  const names = cases.map(([name]) => name);
  expect(names).toEqual(expect.arrayContaining(Object.keys(mustCompare)));
});
