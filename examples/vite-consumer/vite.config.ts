// A user's Vite config: nothing Tessera-specific. Three pages: the README's example (index.html),
// the tasks page, and the page that hydrates server-rendered HTML of every component (ssr.test.ts).
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: {
    rolldownOptions: {
      input: { main: 'index.html', tasks: 'tasks.html', hydrate: 'hydrate.html' },
    },
  },
});
