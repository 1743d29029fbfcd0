/**
 * Child processes of the emulator scripts. Each emulator runs in its own process group (detached), so stopping it
 * also stops what it spawned (the Firestore emulator's wrapper starts java; firebase-tools starts the hub).
 */
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ROOT } from './config.mjs';

export const LOG_DIR = resolve(ROOT, 'node_modules/.cache/emulators');

/**
 * @typedef {object} StartedGroup
 * @property {string} name
 * @property {import('node:child_process').ChildProcess} child the group's leader
 * @property {string} logFile
 * @property {{ code: number | null, signal: NodeJS.Signals | null, error?: Error } | null} exitInfo set once it has exited
 */

/**
 * Starts a long-running process in a new process group, its output in node_modules/.cache/emulators/{name}.log.
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env added to this process's environment
 * @returns {StartedGroup}
 */
export function startGroup(name, command, args, env) {
  mkdirSync(LOG_DIR, { recursive: true });
  const logFile = resolve(LOG_DIR, `${name}.log`);
  const log = createWriteStream(logFile);
  const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  /** @type {StartedGroup} */
  const started = { name, child, logFile, exitInfo: null };
  child.on('exit', (code, signal) => {
    started.exitInfo = { code, signal };
  });
  child.on('error', (error) => {
    started.exitInfo = { code: null, signal: null, error };
  });
  return started;
}

/** @param {number} pid */
function groupAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * @param {number} pid
 * @param {NodeJS.Signals} signal
 */
function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

/**
 * Resolves once no process of the group is left, or false after `ms`.
 * @param {number} pid
 * @param {number} ms
 */
async function groupGone(pid, ms) {
  const deadline = Date.now() + ms;
  while (groupAlive(pid)) {
    if (Date.now() >= deadline) return false;
    await new Promise((done) => setTimeout(done, 100));
  }
  return true;
}

/**
 * SIGTERM to the whole group, SIGKILL after `graceMs` if anything is left; resolves only once every process of the
 * group is gone, so the ports it held are free for the next start (throws if even SIGKILL did not end it).
 * @param {StartedGroup} started
 */
export async function stopGroup(started, graceMs = 5000) {
  const { pid } = started.child;
  if (!pid || !groupAlive(pid)) return;
  signalGroup(pid, 'SIGTERM');
  if (await groupGone(pid, graceMs)) return;
  signalGroup(pid, 'SIGKILL');
  if (!(await groupGone(pid, 10_000))) throw new Error(`${started.name} (process group ${pid}) did not end after SIGKILL.`);
}

/**
 * Last resort on process exit (synchronous): kill the groups outright.
 * @param {StartedGroup[]} groups
 */
export function killGroupsNow(groups) {
  for (const started of groups) if (started.child.pid) signalGroup(started.child.pid, 'SIGKILL');
}

/**
 * Resolves once `url` answers (any HTTP status, or one that `isReady` accepts); rejects when the process exits
 * first or on time-out.
 * @param {StartedGroup} started
 * @param {string} url
 * @param {number} timeoutMs
 * @param {(status: number) => boolean} [isReady]
 */
export async function waitForHttp(started, url, timeoutMs, isReady = () => true) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (started.exitInfo) {
      throw new Error(`${started.name} exited before it was ready (${JSON.stringify(started.exitInfo)}).\n${tail(started.logFile)}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      await response.body?.cancel();
      if (isReady(response.status)) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`${started.name} did not answer at ${url} within ${timeoutMs / 1000} s.\n${tail(started.logFile)}`);
}

/**
 * True when something already listens at `url`.
 * @param {string} url
 */
export async function answers(url) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

/**
 * The last lines of a log file ('' when there is none).
 * @param {string} file
 */
export function tail(file, lines = 30) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/** Major version of the `java` on PATH, or 0 when there is none. */
export function javaMajorVersion() {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error) return 0;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match) return 0;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major;
}
