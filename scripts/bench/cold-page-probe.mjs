/**
 * node scripts/bench/cold-page-probe.mjs FUNCTIONS_DIR PATH
 *
 * One cold start of the pages function outside the emulator, the way Cloud Run runs it: this fresh Node process
 * imports the functions' built index.js (every function's module, as the runtime loads the whole codebase), serves
 * sitePages with Express (what the Functions Framework wraps it in) and asks it for PATH twice. Prints one JSON
 * line: the process's own start-up (Node itself), the import, the first answer (the bundle's import, the first
 * Firestore connection and reads, the render) and a second, warm one, each until its first byte, in ms from the
 * process's start. Firestore is whatever FIRESTORE_EMULATOR_HOST names (scripts/bench/pages-function.mjs runs it).
 */
import { request } from 'node:http';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [dir, path = '/'] = process.argv.slice(2);
if (!dir) throw new Error('usage: node scripts/bench/cold-page-probe.mjs FUNCTIONS_DIR [PATH]');
const since = () => Math.round(performance.now());

const started = since();
const { sitePages } = await import(pathToFileURL(resolve(dir, 'lib/index.js')).href);
const imported = since();
const express = createRequire(resolve(dir, 'package.json'))('express');
const app = express();
app.use(sitePages);
const server = app.listen(0, '127.0.0.1');
await new Promise((done) => server.once('listening', done));
const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());

/** Sends GET `path` and resolves with the ms (from the process's start) of its first byte and its status. */
function firstByte() {
  return new Promise((done, fail) => {
    const sent = request({ host: '127.0.0.1', port, path, method: 'GET' }, (response) => {
      response.once('data', () => {
        const at = since();
        response.resume();
        response.once('end', () => done({ at, status: response.statusCode }));
      });
    });
    sent.on('error', fail);
    sent.end();
  });
}

const askedAt = since();
const first = await firstByte();
const secondAskedAt = since();
const second = await firstByte();
server.close();
console.log(
  JSON.stringify({
    nodeStartMs: started,
    importMs: imported - started,
    firstRequestMs: first.at - askedAt,
    firstByteFromStartMs: first.at,
    secondRequestMs: second.at - secondAskedAt,
    status: first.status,
  }),
);
process.exit(0);
