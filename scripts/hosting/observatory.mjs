#!/usr/bin/env node
/**
 * npm run observatory [-- --min 115] [-- --http]
 *
 * Scores the built site (dist/) with Mozilla's HTTP Observatory scanner (@mdn/mdn-http-observatory), served as
 * it will be in production: the Firebase Hosting emulator with the deployed headers, behind a local TLS front
 * (http on the same port answers 301 to https). Fails when the https score is under --min (default 115).
 * --http also scores the emulator over plain http (it loses the redirection and HSTS points: information only).
 * Nothing leaves 127.0.0.1. Runs under the emulator lock.
 *
 * The scanner is not a devDependency (about 230 packages, install scripts that download lists, one dependency
 * that asks for Node 22). Install it outside the project once:
 *   mkdir -p /tmp/obs && cd /tmp/obs && npm init -y && npm install --ignore-scripts @mdn/mdn-http-observatory
 * and point OBSERVATORY_DIR at the package (default /tmp/obs/node_modules/@mdn/mdn-http-observatory).
 * Its HSTS preload list (conf/hsts-preload.json, normally downloaded by its install script) is created empty.
 */
import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ROOT } from '../emulators/config.mjs';
import { startHostingEmulator } from './hosting-emulator.mjs';
import { runUnderEmulatorLock } from '../emulators/lock.mjs';
import { startTlsFront } from './tls-front.mjs';

const OBSERVATORY_DIR = process.env.OBSERVATORY_DIR || '/tmp/obs/node_modules/@mdn/mdn-http-observatory';

/**
 * @typedef {{ scan: { score: number, grade: string }, tests: Record<string, { result: string, scoreModifier: number, pass: boolean }> }} ScanResult
 */

/**
 * Runs the scanner's CLI on host:port in a child process (NODE_EXTRA_CA_CERTS is read at start-up only).
 * Asynchronously: the TLS front runs in this process and must keep answering meanwhile.
 * @param {string} hostAndPort
 * @param {string} caFile
 * @returns {Promise<ScanResult>}
 */
function scan(hostAndPort, caFile) {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [resolve(OBSERVATORY_DIR, 'src/scan.js'), hostAndPort], {
      env: { ...process.env, NODE_EXTRA_CA_CERTS: caFile },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', fail);
    child.on('close', (code) => {
      let output;
      try {
        output = JSON.parse(stdout || '{}');
      } catch {
        output = { error: stdout };
      }
      if (code !== 0 || output.error) fail(new Error(`Observatory scan of ${hostAndPort} failed: ${output.error ?? stderr}`));
      else done(output);
    });
  });
}

/** @param {string} label @param {ScanResult} result */
function report(label, result) {
  console.log(`\n${label}: score ${result.scan.score}, grade ${result.scan.grade}`);
  for (const [name, test] of Object.entries(result.tests)) {
    console.log(`  ${test.pass ? 'pass' : 'FAIL'}  ${String(test.scoreModifier).padStart(3)}  ${name}: ${test.result}`);
  }
}

async function main() {
  const locked = runUnderEmulatorLock();
  if (locked !== null) return locked;
  const args = process.argv.slice(2);
  const minFlag = args.indexOf('--min');
  const min = minFlag >= 0 ? Number(args[minFlag + 1]) : 115;
  if (!existsSync(resolve(OBSERVATORY_DIR, 'src/scan.js'))) {
    console.error(
      `The Observatory scanner is not installed at ${OBSERVATORY_DIR}. Install it outside the project:\n` +
        '  mkdir -p /tmp/obs && cd /tmp/obs && npm init -y && npm install --ignore-scripts @mdn/mdn-http-observatory\n' +
        'or set OBSERVATORY_DIR to the package folder.',
    );
    return 2;
  }
  const preload = resolve(OBSERVATORY_DIR, 'conf/hsts-preload.json');
  if (!existsSync(preload)) writeFileSync(preload, '{}\n');
  if (!existsSync(resolve(ROOT, 'dist/index.html'))) {
    console.error('dist/ is missing: run `npm run build` first.');
    return 1;
  }

  const emulator = await startHostingEmulator();
  const front = await startTlsFront(emulator.url);
  try {
    const httpsResult = await scan(new URL(front.url).host, front.caFile);
    report(`https (${front.url}, http on the same port redirects)`, httpsResult);
    if (args.includes('--http'))
      report(`http only (${emulator.url}, the emulator itself)`, await scan(new URL(emulator.url).host, front.caFile));
    const ok = httpsResult.scan.score >= min;
    console.log(`\nObservatory score over TLS: ${httpsResult.scan.score} (minimum ${min}): ${ok ? 'OK' : 'TOO LOW'}`);
    return ok ? 0 : 1;
  } finally {
    await front.close();
    await emulator.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
