import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The app entry (index.html → src/app/main.tsx). Storybook and Vitest bring their own entries.
export default defineConfig({
  plugins: [react()],
  css: {
    modules: {
      // Readable class names while developing, short ones in production.
      generateScopedName:
        process.env.NODE_ENV === 'production'
          ? '[hash:base64:6]'
          : '[name]_[local]_[hash:base64:4]',
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
  },
});
