import { preview } from 'vite';

export interface PreviewServer {
  url: string;
  close: () => Promise<void>;
}

/** Serves the production build (dist/) with `vite preview` on a free loopback port. */
export async function startPreview(): Promise<PreviewServer> {
  const server = await preview({ preview: { port: 0, host: '127.0.0.1', strictPort: false, open: false }, logLevel: 'error' });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('vite preview did not report a URL');
  return { url, close: () => server.close() };
}
