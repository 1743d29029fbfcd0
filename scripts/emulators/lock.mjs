/**
 * The Firebase emulators listen on fixed ports (firebase.json, and the emulator hub's), so on a shared machine
 * only one run may use them at a time. A script that starts an emulator calls runUnderEmulatorLock() first: it
 * re-runs the same command under `flock EMULATORS_LOCK_FILE` (default /tmp/jy-emulators.lock) and returns its
 * exit code, or returns null when this process already holds the lock (EMULATORS_LOCK_HELD=1) or flock is not
 * installed (then it just goes on).
 */
import { spawnSync } from 'node:child_process';

export const LOCK_FILE = process.env.EMULATORS_LOCK_FILE || '/tmp/jy-emulators.lock';

/** @returns {number | null} */
export function runUnderEmulatorLock() {
  if (process.env.EMULATORS_LOCK_HELD === '1') return null;
  if (spawnSync('flock', ['--version'], { stdio: 'ignore' }).error) return null;
  const result = spawnSync('flock', [LOCK_FILE, process.execPath, ...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, EMULATORS_LOCK_HELD: '1' },
  });
  return result.status ?? 1;
}
