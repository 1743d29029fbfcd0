import { preview } from 'vite';

export interface PreviewServer {
  url: string;
  close: () => Promise<void>;
}

/**
 * Serves a production build (dist/, or `outDir`) with `vite preview` on a free loopback port, as Hosting serves it:
 * a page at its clean path (/about → about.html), and no fallback to index.html for other paths (appType mpa).
 */
export async function startPreview(outDir?: string): Promise<PreviewServer> {
  const server = await preview({
    appType: 'mpa',
    ...(outDir ? { build: { outDir } } : {}),
    preview: { port: 0, host: '127.0.0.1', strictPort: false, open: false },
    logLevel: 'error',
  });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('vite preview did not report a URL');
  return { url, close: () => server.close() };
}
