// First, so that the fonts are asked for before the rest of the script runs.
import './components/DevanagariFont/fetch-fonts-early';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { registerServiceWorker } from './offline/register-service-worker';
import { preloadPath } from './routes/preload-path';
import { readPageState } from './ssr/page-state';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A public page the server drew (entry-server.tsx) is taken over where it stands; any other page
// (a signed-in one, or a kept copy opened offline at another path) is drawn by the script.
const page = readPageState();
if (page && page.path === window.location.pathname && container.firstElementChild) {
  // Taken over once the screen's own code is here. Taken over before, the screen's part of the
  // page waits for its code, and the first change above it meanwhile (the language's messages
  // arriving, the remembered language, the "who is signed in?" answer) makes React throw that
  // part away and show the page loader until the code comes: the heading and the buttons the
  // reader already sees vanish and come back, and a tap on them in between is lost. Never
  // rejects: without the code (offline), the page is taken over and the screen asks for it again.
  void preloadPath(page.path).then(() =>
    hydrateRoot(
      container,
      <StrictMode>
        <App page={page} />
      </StrictMode>,
    ),
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
