// The entry of a new `npm create vite@latest my-app -- --template react-ts` app, as the template
// writes it. When the example apps are set up (scripts/lib/consumer.mjs), the README's "Use it in
// your app" is followed here word for word: its stylesheet import goes where it says, and `./App.tsx`
// is its example, both read from README.md.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';
import App from './App.tsx';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
