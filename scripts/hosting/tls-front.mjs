/**
 * A small HTTPS front for the Hosting emulator, so the site can be checked as it is served in production (over
 * TLS: HSTS, upgrade-insecure-requests and the Observatory's https tests mean something only there).
 *
 * One port answers both schemes, like Firebase Hosting's http → https redirect: a connection that starts with a
 * TLS handshake is served over TLS and proxied to the emulator; a plain-HTTP one gets 301 to https on the same
 * host and port. The certificate comes from a throw-away local CA made with openssl (node_modules/.cache/hosting/tls);
 * clients trust it with NODE_EXTRA_CA_CERTS=<caFile> (Node) or by ignoring certificate errors (the test browser).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { resolve } from 'node:path';
import { WORK_DIR } from './hosting-emulator.mjs';

const TLS_DIR = resolve(WORK_DIR, 'tls');
const HOST = '127.0.0.1';

/**
 * A CA and a certificate for 127.0.0.1 / localhost signed by it (made once, then reused).
 * @returns {{ caFile: string, key: Buffer, cert: Buffer }}
 */
export function localCertificate() {
  const file = (/** @type {string} */ name) => resolve(TLS_DIR, name);
  if (!existsSync(file('server.crt'))) {
    mkdirSync(TLS_DIR, { recursive: true });
    const openssl = (/** @type {string[]} */ args) => execFileSync('openssl', args, { cwd: TLS_DIR, stdio: 'pipe' });
    openssl([
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      'ca.key',
      '-out',
      'ca.crt',
      '-days',
      '3650',
      '-subj',
      '/CN=jy-construction local test CA',
    ]);
    openssl(['req', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'server.key', '-out', 'server.csr', '-subj', `/CN=${HOST}`]);
    writeFileSync(
      file('server.ext'),
      `subjectAltName=IP:${HOST},DNS:localhost\nbasicConstraints=CA:FALSE\nkeyUsage=digitalSignature,keyEncipherment\nextendedKeyUsage=serverAuth\n`,
    );
    openssl([
      'x509',
      '-req',
      '-in',
      'server.csr',
      '-CA',
      'ca.crt',
      '-CAkey',
      'ca.key',
      '-CAcreateserial',
      '-out',
      'server.crt',
      '-days',
      '825',
      '-extfile',
      'server.ext',
    ]);
  }
  return { caFile: file('ca.crt'), key: readFileSync(file('server.key')), cert: readFileSync(file('server.crt')) };
}

/**
 * @typedef {object} TlsFront
 * @property {string} url    https://127.0.0.1:PORT
 * @property {string} httpUrl http://127.0.0.1:PORT (answers 301 to url)
 * @property {string} caFile
 * @property {() => Promise<void>} close
 */

/**
 * @param {string} target the emulator, e.g. http://127.0.0.1:5000
 * @returns {Promise<TlsFront>}
 */
export async function startTlsFront(target) {
  const { caFile, key, cert } = localCertificate();
  const upstream = new URL(target);

  const proxy = https.createServer({ key, cert }, (request, response) => {
    const forwarded = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: upstream.host },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => {
      response.writeHead(502);
      response.end();
    });
    request.pipe(forwarded);
  });
  const redirect = http.createServer((request, response) => {
    response.writeHead(301, { location: `https://${request.headers.host ?? HOST}${request.url ?? '/'}` });
    response.end();
  });
  // One port for both: peek at the first byte (0x16 = TLS handshake record).
  const front = net.createServer((socket) => {
    socket.once('readable', () => {
      const first = socket.read(1);
      if (!first) return socket.destroy();
      socket.unshift(first);
      (first[0] === 0x16 ? proxy : redirect).emit('connection', socket);
    });
    socket.on('error', () => socket.destroy());
  });
  await new Promise((done) => front.listen(0, HOST, () => done(undefined)));
  const address = front.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const sockets = new Set();
  front.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  return {
    url: `https://${HOST}:${port}`,
    httpUrl: `http://${HOST}:${port}`,
    caFile,
    close: () =>
      new Promise((done) => {
        for (const socket of sockets) /** @type {net.Socket} */ (socket).destroy();
        front.close(() => done(undefined));
      }),
  };
}
