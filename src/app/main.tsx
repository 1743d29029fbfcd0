import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { firstPageReady, warmStart } from './start-up';
import { loadWebFontsAfterLoad } from './web-fonts';
import '../styles/index.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root element missing from index.html');

function render(element: HTMLElement) {
  const root = createRoot(element);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

// The first page's chunk (and the backend, when the page reads it at once) start loading now; the first render
// waits for the chunk (briefly at most), so the page shows at once instead of after a loading placeholder.
// The render is a transition: React renders it in small slices, so the page stays responsive meanwhile.
// (__WARM_START__ is false only in a benchmark build, npm run bench -- --compare-warm-start: it renders at once.)
if (__WARM_START__) void firstPageReady(warmStart(window.location.hash)).then(() => render(container));
else render(container);

loadWebFontsAfterLoad();
