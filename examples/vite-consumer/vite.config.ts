// A user's Vite config: nothing Tessera-specific, no alias into the repo's src/. `vite` and
// `@vitejs/plugin-react` come from the repo's node_modules (the parent folder), so the fixture
// installs only what an app lists as dependencies.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: {
    rollupOptions: {
      // The app, and the page that hydrates server-rendered HTML of every component (ssr.test.ts).
      input: { main: 'index.html', hydrate: 'hydrate.html' },
    },
  },
});
