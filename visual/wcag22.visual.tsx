import { setProjectAnnotations } from '@storybook/react-vite';
import { act, cleanup, render } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import * as preview from '../.storybook/preview';
import { AppShell, Button, Heading, Text, ToastProvider, toast } from '../src';
import { allStatesStories } from './allStates';
import { defaultViewport, freezeMotion } from './support';
import {
  TEXT_SPACING,
  clippedText,
  coverings,
  describeElement,
  focusHidden,
  reflowFailures,
  smallTargets,
} from './wcag22/checks';

// WCAG 2.2 AA criteria that axe does not check, measured on every AllStates story rendered once
// (the story tests' axe pass covers the rest):
//
// - 2.5.8 Target Size (Minimum): every pointer target 24 × 24 CSS px or spaced as the criterion
//   allows;
// - 1.4.12 Text Spacing: the criterion's user style sheet (line height 1.5, letter spacing 0.12 em,
//   word spacing 0.16 em, paragraph spacing 2 em) cuts off no text that was whole before it;
// - 1.4.10 Reflow: at 320 CSS px wide nothing scrolls sideways, except a data table;
// - 2.4.11 Focus Not Obscured (Minimum): where a story holds something fixed or sticky (a header,
//   a toolbar, a toast), Tab walks it at 320 px and no focused element is entirely covered;
// and, for the drags (2.5.7 Dragging Movements), the Slider moves with one click on its track.

setProjectAnnotations([preview]);

const cases = allStatesStories();

/**
 * Where two-dimensional scrolling is the content's own layout (WCAG 1.4.10's exception): the
 * DataTable scrolls inside its own region; the Foundations pages' token tables (documentation,
 * not components) are as wide as their columns.
 */
const twoDimensional: Record<string, string> = {
  DataTable: '[data-slot="data-table-scroll"]',
  FoundationsColour: 'table',
  FoundationsMotion: 'table',
};

/** A phone's width at 400 % zoom of a 1280 px screen: the width 1.4.10 names. */
const REFLOW = { width: 320, height: 640 };

beforeAll(() => {
  freezeMotion();
});

afterEach(() => {
  cleanup();
  document.getElementById('text-spacing')?.remove();
});

afterAll(() => page.viewport(defaultViewport.width, defaultViewport.height));

describe.each(cases)('%s', (name, AllStates) => {
  it('meets the WCAG 2.2 criteria axe does not check', async () => {
    await page.viewport(defaultViewport.width, defaultViewport.height);
    const { container } = render(<AllStates />);
    if (AllStates.parameters.visual?.play) await AllStates.play?.({ canvasElement: container });
    await document.fonts.ready;
    const failures: string[] = [];

    failures.push(...smallTargets(document.body).map((line) => `2.5.8 ${line}`));

    const before = clippedText(document.body);
    const spacing = document.createElement('style');
    spacing.id = 'text-spacing';
    spacing.textContent = TEXT_SPACING;
    document.head.append(spacing);
    for (const [element, line] of clippedText(document.body)) {
      if (!before.has(element)) failures.push(`1.4.12 ${line}`);
    }
    spacing.remove();

    await page.viewport(REFLOW.width, REFLOW.height);
    await new Promise(requestAnimationFrame);
    failures.push(
      ...reflowFailures(document.body, twoDimensional[name]).map((line) => `1.4.10 ${line}`),
    );

    if (coverings().length) failures.push(...(await walkFocus()));

    expect(failures, `${name}:\n${failures.join('\n')}\n`).toEqual([]);
  });
});

/**
 * Tab through everything, then Shift+Tab back: forwards the browser scrolls a focused element
 * up to the screen's foot (where a toast or a bar sits), backwards down from its top (where a
 * sticky header sits). Returns each focused element found entirely covered.
 */
async function walkFocus(): Promise<string[]> {
  const failures: string[] = [];
  const tabbable = document.body.querySelectorAll(
    'a[href], button, input, select, textarea, [tabindex]',
  ).length;
  for (const shift of [false, true]) {
    for (let step = 0; step <= tabbable; step++) {
      await userEvent.keyboard(shift ? '{Shift>}{Tab}{/Shift}' : '{Tab}');
      const focused = document.activeElement;
      if (!focused || focused === document.body) break;
      const hidden = focusHidden(focused);
      if (hidden) failures.push(`2.4.11 ${shift ? 'Shift+Tab' : 'Tab'}: ${hidden}`);
    }
  }
  return failures;
}

describe('2.4.11 Focus Not Obscured', () => {
  it.each([
    ['a phone', REFLOW],
    ['a laptop', defaultViewport],
  ])(
    'keeps focus in sight under the sticky header and a toast, on %s',
    async (_, { width, height }) => {
      await page.viewport(width, height);
      render(
        <>
          <AppShell header={<Text weight="semibold">Tessera</Text>}>
            <Heading level={1}>A long page</Heading>
            {Array.from({ length: 16 }, (_, i) => (
              <Text key={i}>
                Paragraph {i + 1} of a page taller than the screen. <Button>Action {i + 1}</Button>
              </Text>
            ))}
          </AppShell>
          <ToastProvider />
        </>,
      );
      act(() => {
        toast({ title: 'Task deleted', action: { label: 'Undo', onClick: () => {} } });
      });
      await expect.element(page.getByRole('button', { name: 'Undo' })).toBeVisible();
      expect(coverings().length, 'the header and the toast are fixed or sticky').toBeGreaterThan(1);
      const failures = await walkFocus();
      expect(failures, failures.join('\n')).toEqual([]);
    },
  );
});

describe('2.5.7 Dragging Movements', () => {
  it('moves a Slider with one click on its track, no drag', async () => {
    const [, AllStates] = cases.find(([name]) => name === 'Slider')!;
    await page.viewport(defaultViewport.width, defaultViewport.height);
    render(<AllStates />);
    const slider = document.querySelector<HTMLElement>('[data-slot="slider"]')!;
    const input = slider.querySelector<HTMLInputElement>('input[type="range"]')!;
    const control = slider.querySelector<HTMLElement>('[data-slot="slider-control"]')!;
    const before = Number(input.value);
    const { width, height } = control.getBoundingClientRect();
    // A press and release at 80 % of the track, where no thumb is.
    await userEvent.click(control, { position: { x: width * 0.8, y: height / 2 } });
    expect(Number(input.value), describeElement(input)).toBeGreaterThan(before + 20);
    expect(document.activeElement, 'focus goes to the moved thumb').toBe(input);
  });
});
