import { addons } from 'storybook/manager-api';
import logo from './tessera-logo.svg';
import { lightPalette, tesseraTheme } from './brand';

// Storybook's own UI in Tessera's colours, with its name and mark in the sidebar.
addons.setConfig({
  theme: tesseraTheme('light', lightPalette, { image: logo }),
});

// Storybook titles the tab "<page> ⋅ Storybook"; here it says Tessera.
const title = document.querySelector('title');
if (title) {
  new MutationObserver(() => {
    if (document.title.endsWith('⋅ Storybook')) {
      document.title = document.title.replace(/Storybook$/, 'Tessera');
    }
  }).observe(title, { childList: true, characterData: true, subtree: true });
}
