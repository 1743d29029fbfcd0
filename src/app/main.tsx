import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { warmStart } from './start-up';
import { loadWebFontsAfterLoad } from './web-fonts';
import '../styles/index.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root element missing from index.html');

void warmStart(window.location.hash);

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

loadWebFontsAfterLoad();
