import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// What the README's "Use it in your app" tells a user to import once, at the entry.
import 'tessera/styles.css';
import { App } from './App';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
