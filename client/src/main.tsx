// First, so that the fonts are asked for before the rest of the script runs.
import './components/DevanagariFont/fetch-fonts-early';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { registerServiceWorker } from './offline/register-service-worker';
import { readPageState } from './ssr/page-state';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A public page the server drew (entry-server.tsx) is taken over where it stands; any other page
// (a signed-in one, or a kept copy opened offline at another path) is drawn by the script.
const page = readPageState();
if (page && page.path === window.location.pathname && container.firstElementChild) {
  hydrateRoot(
    container,
    <StrictMode>
      <App page={page} />
    </StrictMode>,
  );
} else {
  container.replaceChildren();
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

registerServiceWorker();
