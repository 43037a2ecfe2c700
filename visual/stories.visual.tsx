import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { cleanup, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import * as preview from '../.storybook/preview';
import { timeLeftIn } from '../src/test/budget';
import { defaultViewport, fitElement, fitPage, freezeMotion, screenHeight } from './support';

// Visual regression: every stories file's `AllStates` story, and each screen story that names the
// widths it is judged at (`parameters.visual.widths`, e.g. Examples/Project settings), screenshotted
// in the light and the dark theme and compared with the reference image checked in beside this
// file (__screenshots__/).
// Update references deliberately with `npm run test:visual:update`, then look at the changed PNGs.

setProjectAnnotations([preview]);

type StoriesModule = Record<string, unknown>;
const modules = import.meta.glob<StoriesModule>('../stories/**/*.stories.tsx', { eager: true });

/**
 * What a story may ask of this test in `parameters.visual`. An overlay (a dialog, a toast) is drawn
 * over the viewport, outside the story's own element: `viewport` shots the whole viewport instead;
 * `play` runs the story's play function first, to reach a state only an interaction reaches (a
 * failed submission) and to wait until what it shows is there.
 */
export interface VisualParameters {
  /** Shoot the whole viewport, not the story's element. @default false */
  viewport?: boolean;
  /** Run the story's play function before the shot. @default false */
  play?: boolean;
  /**
   * A screen: shot at each of these viewport widths (a phone, a tablet, a laptop), whatever the
   * story's name, as `<file>-<Story>-<width>-<theme>`. The shot is as tall as the page.
   */
  widths?: readonly number[];
  /** A screen shot whole: the viewport grows to the page's height first. @default false */
  fullPage?: boolean;
}

/** A composed story, as much of it as this test uses. */
type Story = ComponentType & {
  parameters: { visual?: VisualParameters };
  play?: (context: { canvasElement: HTMLElement }) => Promise<void>;
};

// `AllStates`, and its translations named `AllStates<Language>` (AllStatesGerman, AllStatesArabic),
// whose references are named `<Component>-<Language>-<theme>`; and the screens, once per width.
const cases = Object.entries(modules).flatMap(([path, mod]) => {
  const name = path.replace(/^.*\/(.+)\.stories\.tsx$/, '$1');
  const stories = composeStories(mod as Parameters<typeof composeStories>[0]) as Record<
    string,
    Story
  >;
  return Object.keys(mod).flatMap((story): (readonly [string, Story, number | undefined])[] => {
    const composed = stories[story];
    if (!composed) return [];
    const widths = composed.parameters.visual?.widths;
    if (widths) return widths.map((width) => [`${name}-${story}-${width}`, composed, width]);
    if (!/^AllStates([A-Z][a-z]+)?$/.test(story)) return [];
    const language = story.slice('AllStates'.length);
    return [[language ? `${name}-${language}` : name, composed, undefined]];
  });
});

beforeAll(freezeMotion);

afterEach(async () => {
  cleanup();
  await page.viewport(defaultViewport.width, defaultViewport.height);
  document.documentElement.removeAttribute('data-theme');
  document.body.style.minHeight = '';
});

describe.each(cases)('%s', (name, AllStates, width) => {
  it.for(['light', 'dark'] as const)('looks as it did in the %s theme', async (theme, { task }) => {
    const { viewport = false, play = false, fullPage = false } = AllStates.parameters.visual ?? {};
    if (width) await page.viewport(width, screenHeight(width));
    const { container } = render(<AllStates />);
    document.documentElement.setAttribute('data-theme', theme);
    if (viewport) {
      // The body fills the viewport, so the overlays fixed to it are inside the shot.
      document.body.style.minHeight = '100vh';
    } else {
      container.style.padding = '16px';
      container.style.display = 'inline-block';
      container.style.background = 'var(--color-surface)';
    }
    // A whole screen fits the viewport before its play function runs: a dialog it opens is then
    // centred over the whole page, and nothing scrolls under it.
    if (width && fullPage) await fitPage(width);
    if (play) await AllStates.play?.({ canvasElement: container });
    await document.fonts.ready;
    // The browser paints only the viewport: a story taller than it grows it, or its lower states
    // would be cut from the shot.
    if (!viewport) await fitElement(container, width);
    // A stable screenshot is two equal captures in a row; under load the first captures take
    // longer than the 5 s default, so the wait has what is left of the test's limit.
    await expect
      .element(page.elementLocator(viewport ? document.body : container))
      .toMatchScreenshot(`${name}-${theme}`, { timeout: timeLeftIn(task)() });
  });
});

it('finds the AllStates stories to compare', () => {
  expect(cases.length).toBeGreaterThan(0);
});
