// A second page of the app (tasks.html): a form, overlays, a table and a catalogue, used by
// keyboard in examples/consumer.test.ts.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'tessera/styles.css';
import { TasksApp } from './TasksApp.tsx';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <TasksApp />
  </StrictMode>,
);
