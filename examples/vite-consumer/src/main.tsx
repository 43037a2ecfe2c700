// The entry of a new `npm create vite@latest my-app -- --template react-ts` app, with the one line
// the README's "Use it in your app" adds: Tessera's stylesheet, above the app's own CSS. `./App.tsx`
// is the README's example, copied from README.md when the example apps are set up
// (scripts/lib/consumer.mjs), as the README tells a user to paste it.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'tessera/styles.css';
import './index.css';
import App from './App.tsx';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
