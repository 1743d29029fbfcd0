// Minimal static server for the browser-side painters (ES modules need an http origin).
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';

/** @type {Record<string, string>} */
const TYPES = { '.html': 'text/html; charset=utf-8', '.mjs': 'text/javascript', '.js': 'text/javascript' };

/**
 * Serves the files under root on a free local port.
 * @param {string} root
 * @returns {Promise<{ url: string, close: () => void }>}
 */
export function serveDir(root) {
  const server = createServer(async (req, res) => {
    const rel = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^([/\\])+/, '');
    if (rel.startsWith('..')) {
      res.writeHead(403).end();
      return;
    }
    try {
      const body = await readFile(join(root, rel || 'index.html'));
      res.writeHead(200, { 'content-type': TYPES[extname(rel)] ?? 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      // Listening on a TCP port: address() is an AddressInfo (a string only for pipes and sockets).
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      resolve({ url: `http://127.0.0.1:${port}/`, close: () => server.close() });
    });
  });
}
