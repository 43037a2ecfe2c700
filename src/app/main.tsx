import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Tessera's stylesheet, once, as every app that uses the package imports it (README, "Use it in
// your app"); here it resolves to the sources (vite.config.ts).
import 'tessera/styles.css';
import { App } from './App';
import { apiBaseUrl } from './config';
import { loadCatalogues } from './locale/catalogue';
import { reportError, reportErrorsFrom } from './reportError';
import { initialLanguage } from './settings';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element to mount the app in.');

// With no real server configured, the mock API (msw) answers /api and keeps its data in
// localStorage, so what you create survives a reload. Point VITE_API_URL at a server to skip it.
// It loads (its own chunk, msw and the data included) and starts while the first screen renders:
// the app's requests wait for it (see App), so none reaches the network before it answers.
const apiReady: Promise<void> | undefined = apiBaseUrl.external
  ? undefined
  : import('../mocks/browser').then(
      async ({
        startMockApi,
        applyMockApiPreset,
        setMockApiConfig,
        resetMockData,
        editMockTask,
      }) => {
        await startMockApi({ persist: true });
        // The demo server can be driven from the browser console (and the end-to-end tests):
        // tesseraMockApi.applyMockApiPreset('offline'), …('error500'), …('normal'), and
        // tesseraMockApi.editMockTask('t1', { title: '…' }) changes a task as someone else would.
        Object.assign(window, {
          tesseraMockApi: { applyMockApiPreset, setMockApiConfig, resetMockData, editMockTask },
        });
      },
      (error: unknown) => {
        console.error('The mock API could not start; requests will go to the network.', error);
      },
    );

// Every error React sees goes to the app's one reporting place (src/app/reportError.ts): those a
// boundary caught (the boundary's own onError names it in the same report), those none caught, and
// those React recovered from by rendering again.
const root = createRoot(container, {
  onUncaughtError: reportErrorsFrom('react:uncaught'),
  onCaughtError: reportErrorsFrom('react:caught'),
  onRecoverableError: reportErrorsFrom('react:recoverable'),
});
const render = () =>
  root.render(
    <StrictMode>
      <App apiReady={apiReady} />
    </StrictMode>,
  );
// The first screen speaks the person's language from its first frame: a language other than
// English loads its two small catalogues (the library's and the app's) before the first render,
// beside the mock API; English is in the main chunk. Should they fail to load, English it is.
loadCatalogues(initialLanguage()).then(render, (error: unknown) => {
  reportError(error, 'locale');
  render();
});
