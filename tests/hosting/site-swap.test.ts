import { describe, expect, inject, it } from 'vitest';
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { deployedFiles, readFirebaseJson } from '../../scripts/firebase/hosting-config.mjs';
import { restoreRelease, servedRelease } from '../../scripts/hosting/hosting-emulator.mjs';

/**
 * Publishing a build while the emulator serves requests (what the deploy test does) must never break a request or
 * the emulator: each request is answered whole from the old release or the new one. Replacing the served folder in
 * place let requests open files being removed (404s, and an emulator that died of the read error under load).
 */
const base = inject('hostingUrl');
const buildDir = inject('buildDir');
const projectDir = inject('hostingProjectDir');
const ignore = readFirebaseJson().hosting.ignore ?? [];

const PUBLISHES = 12;
const CLIENTS = 6;

/**
 * Publishes the build PUBLISHES times from another process (as the deploy test's worker does beside the emulator),
 * so this process keeps sending requests while files are being replaced.
 */
function publishFromAnotherProcess(): Promise<unknown> {
  const module = resolve('scripts/hosting/hosting-emulator.mjs');
  const script =
    `const { publishRelease } = await import(${JSON.stringify(module)});` +
    `for (let n = 0; n < ${PUBLISHES}; n += 1) publishRelease(${JSON.stringify(buildDir)}, { projectDir: ${JSON.stringify(projectDir)} });`;
  return promisify(execFile)(process.execPath, ['--input-type=module', '-e', script]);
}

describe('Hosting emulator: publishing a build under load', () => {
  it('answers every request in full while releases are swapped, and keeps running', async () => {
    const files = deployedFiles(buildDir, ignore);
    const chunk = files.find((file) => /^static\/js\/index-[\w-]{8}\.js$/.test(file));
    expect(chunk, 'the build has an entry chunk').toBeDefined();
    const paths = ['/', `/${chunk}`, '/robots.txt'];
    const original = servedRelease(projectDir);

    let publishing = true;
    const failures: string[] = [];
    let answered = 0;
    const client = async (offset: number) => {
      for (let i = offset; publishing; i += 1) {
        const path = paths[i % paths.length];
        try {
          const response = await fetch(`${base}${path}`);
          const body = await response.arrayBuffer();
          if (response.status !== 200 || body.byteLength === 0) failures.push(`${path}: ${response.status}, ${body.byteLength} bytes`);
          answered += 1;
        } catch (error) {
          failures.push(`${path}: ${(error as Error).message}`);
        }
      }
    };
    const clients = Array.from({ length: CLIENTS }, (_, index) => client(index));
    try {
      await publishFromAnotherProcess();
    } finally {
      publishing = false;
      await Promise.all(clients);
      restoreRelease(original, projectDir);
    }

    expect(failures).toEqual([]);
    expect(answered).toBeGreaterThan(PUBLISHES);
    const after = await fetch(`${base}/`);
    expect(after.status).toBe(200);
  });
});
