import { render, screen } from '@testing-library/react';
import { describe, it } from 'vitest';
import { App } from '../../app/App';
import { heard, listen, virtual } from './screenReader';

// The reference app walked with the virtual screen reader, on the mock API. jsdom has no width,
// so the app takes its narrow layout: the navigation is behind the Navigation button.

describe('screen-reader transcripts: the reference app', () => {
  it('a route change is announced, and the new page read from its heading', async () => {
    window.history.replaceState(null, '', '/tasks');
    render(<App />);
    // Set-up: the first screen has loaded from the mock API.
    await screen.findByRole('heading', { level: 1, name: 'Tasks' }, { timeout: 15_000 });
    await listen();
    // Set-up: the reading cursor starts on the Navigation button, as after a Tab from the top.
    screen.getByRole('button', { name: 'Navigation' }).focus();
    await heard(['document', 'button, Navigation, not expanded']);

    await virtual.act();
    await heard(['dialog, Navigation', 'link, Tasks, current page']);
    await virtual.press('Tab');
    await heard(['link, Settings']);
    await virtual.act();
    // Known defect, left for the router's owner: the first visit to Settings is announced twice,
    // from the document title and then from the heading. Once it is fixed, the first line goes.
    await heard(
      [
        'main',
        'polite: Settings · Tessera page loaded',
        'heading, Settings, level 1',
        'polite: Settings page loaded',
      ],
      { timeout: 15_000 },
    );

    screen.getByRole('button', { name: 'Navigation' }).focus();
    await heard(['button, Navigation, not expanded']);
    await virtual.act();
    await heard(['dialog, Navigation', 'link, Tasks']);
    await virtual.act();
    await heard(['heading, Tasks, level 1', 'polite: Tasks page loaded'], { timeout: 15_000 });
  }, 90_000);
});
