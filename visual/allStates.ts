import { composeStories } from '@storybook/react-vite';
import type { ComponentType } from 'react';

/**
 * A composed story, as much of it as the forced-colours test uses: `parameters.visual` as
 * stories.visual.tsx reads it (`viewport` shoots the whole viewport, `play` runs the play function).
 */
export type Story = ComponentType & {
  parameters: { visual?: { viewport?: boolean; play?: boolean } };
  play?: (context: { canvasElement: HTMLElement }) => Promise<void>;
};

type StoriesModule = Record<string, unknown>;
const modules = import.meta.glob<StoriesModule>('../stories/**/*.stories.tsx', { eager: true });

/** Every stories file's `AllStates` story as `[name, story]`, named after the file (`Switch`). */
export function allStatesStories() {
  return Object.entries(modules).flatMap(([path, mod]) => {
    const name = path.replace(/^.*\/(.+)\.stories\.tsx$/, '$1');
    const stories = composeStories(mod as Parameters<typeof composeStories>[0]) as Record<
      string,
      Story
    >;
    return Object.keys(mod)
      .filter((story) => story === 'AllStates')
      .map((story) => [name, stories[story]!] as const);
  });
}

/**
 * Sets the story's frame up as the screenshots need it. The body fills the
 * viewport for a `viewport` story (the overlays fixed to it are then inside the shot); any other
 * story is shot as its own padded element. Returns the element to shoot.
 */
export function frameForShot(container: HTMLElement, story: Story) {
  if (story.parameters.visual?.viewport) {
    document.body.style.minHeight = '100vh';
    return document.body;
  }
  container.style.padding = '16px';
  container.style.display = 'inline-block';
  container.style.background = 'var(--color-surface)';
  return container;
}
