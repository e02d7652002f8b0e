// The app itself, started by main.tsx once the shell of index.html is on screen.
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './AppProviders';
import { AppRoutes, preloadScreen } from './routes';

/** Renders the app into #root (the package is side-effect free, so this is a function main.tsx calls). */
export function startApp(): void {
  preloadScreen(window.location.pathname);

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');

  // A transition lets React render the first screen in slices of a few milliseconds instead of one long task,
  // so a slow phone stays responsive while it replaces the shell index.html painted.
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <BrowserRouter>
          <AppProviders>
            <AppRoutes />
          </AppProviders>
        </BrowserRouter>
      </StrictMode>,
    );
  });
}
