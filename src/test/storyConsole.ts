/**
 * Stories declare the console messages they mean to cause with the `expectedConsole` parameter;
 * .storybook/preview.tsx copies them to this global for the story's test, where the console guard
 * (src/test/console.ts) accepts them. Kept apart from the guard so the preview never imports Vitest.
 */
export const STORY_EXPECTED_CONSOLE = '__tesseraExpectedConsole';
