#!/usr/bin/env node
/**
 * npm run emulators -- <command...>
 *
 * Starts the Firebase emulators (Auth + Firestore with firestore.rules; Storage too on Java 21+), runs the command
 * with FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST and GCLOUD_PROJECT set, stops the emulators and exits
 * with the command's code. Without a command the emulators run until Ctrl-C.
 *
 * - Java 21+:  `firebase emulators:exec --only auth,firestore,storage` (firebase-tools does everything).
 * - Java 11-20: firebase-tools' Auth emulator + the Google Cloud CLI's Firestore emulator (see start.mjs).
 * - Missing emulators: with CI=true this fails and says what to install; otherwise it prints a loud notice and
 *   exits 0 WITHOUT running the command (the emulator tests are skipped, never silently).
 * Runs under the emulator lock (lock.mjs: flock on /tmp/jy-emulators.lock): one emulator run per machine at a time.
 * Logs: node_modules/.cache/emulators/*.log
 */
import { spawn } from 'node:child_process';
import { delimiter, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FIREBASE_CLI, FIREBASE_CLI_ENV, PROJECT_ID, ROOT } from './config.mjs';
import { HOW_TO_INSTALL, detectSetup, startEmulators } from './start.mjs';
import { runUnderEmulatorLock } from './lock.mjs';

/**
 * The command to run, from this script's arguments. One leading `--` is the separator (package.json's
 * `run.mjs -- vitest ...`; npm itself removes the one of `npm run emulators -- CMD`); everything after it is the
 * command, word for word, INCLUDING any `--` of its own:
 * `npm run emulators -- npm run admin:grant -- a@b.c` runs `npm run admin:grant -- a@b.c`.
 * @param {readonly string[]} args process.argv without node and the script
 * @returns {string[]} the command and its arguments ([] = none: run until Ctrl-C)
 */
export function commandFromArgs(args) {
  return args[0] === '--' ? args.slice(1) : [...args];
}

const isCi = /^(1|true)$/i.test(process.env.CI ?? '');

/**
 * Splits text into lines of at most `width` characters at spaces.
 * @param {string} text
 */
function wrap(text, width = 88) {
  const lines = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return [...lines, line];
}

/** @param {string[]} paragraphs */
function banner(paragraphs) {
  const lines = paragraphs.flatMap((paragraph) => wrap(paragraph));
  const width = Math.max(...lines.map((line) => line.length)) + 4;
  const bar = '!'.repeat(width);
  console.warn(['', bar, ...lines.map((line) => `! ${line.padEnd(width - 4)} !`), bar, ''].join('\n'));
}

/**
 * @param {NodeJS.ProcessEnv} extra
 * @returns {NodeJS.ProcessEnv}
 */
function commandEnv(extra) {
  const path = [resolve(ROOT, 'node_modules/.bin'), process.env.PATH ?? ''].join(delimiter);
  return { ...process.env, ...extra, PATH: path };
}

/**
 * One word for the shell line `firebase emulators:exec` runs (Java 21+ path).
 * @param {string} word
 */
export function shellQuote(word) {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

/**
 * Runs a child with inherited output; SIGINT/SIGTERM are passed on. Resolves to its exit code.
 * @param {string} file
 * @param {string[]} childArgs
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<number>}
 */
function runChild(file, childArgs, env) {
  return new Promise((done) => {
    const child = spawn(file, childArgs, { cwd: ROOT, env, stdio: 'inherit' });
    const forward = (/** @type {NodeJS.Signals} */ signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('error', (error) => {
      console.error(`Could not run ${file}: ${error.message}`);
      done(127);
    });
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      done(code ?? (signal === 'SIGINT' ? 130 : 143));
    });
  });
}

/** @param {string[]} command */
async function main(command) {
  // Fixed ports: one emulator run per machine at a time.
  const locked = runUnderEmulatorLock();
  if (locked !== null) return locked;
  const setup = detectSetup();
  if (setup.kind === 'missing') {
    if (isCi) {
      console.error(`Firebase emulators are not available: ${setup.reason}\n${HOW_TO_INSTALL}`);
      return 1;
    }
    banner([
      'FIREBASE EMULATORS NOT AVAILABLE: the emulator tests were NOT run.',
      setup.reason,
      HOW_TO_INSTALL,
      `Skipped: ${command.join(' ') || '(no command)'}. With CI=true this is an error.`,
    ]);
    return 0;
  }

  if (setup.kind === 'firebase-tools' && command.length > 0) {
    console.log(`Java ${setup.java}: firebase emulators:exec (auth, firestore, storage)`);
    return runChild(
      process.execPath,
      [FIREBASE_CLI, 'emulators:exec', '--only', 'auth,firestore,storage', '--project', PROJECT_ID, command.map(shellQuote).join(' ')],
      commandEnv(FIREBASE_CLI_ENV),
    );
  }

  const started = Date.now();
  const emulators = await startEmulators({ withStorage: setup.kind === 'firebase-tools' });
  let stopping = false;
  const stopAndExit = async (/** @type {number} */ code) => {
    if (stopping) return;
    stopping = true;
    await emulators.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => void stopAndExit(130));
  process.on('SIGTERM', () => void stopAndExit(143));

  const env = commandEnv(emulators.env);
  console.log(
    `Emulators ready in ${((Date.now() - started) / 1000).toFixed(1)} s (${emulators.how}): ` +
      `Firestore ${env.FIRESTORE_EMULATOR_HOST}, Auth ${env.FIREBASE_AUTH_EMULATOR_HOST}` +
      `${emulators.storage ? `, Storage ${env.FIREBASE_STORAGE_EMULATOR_HOST}` : ', no Storage emulator'}; project ${PROJECT_ID}.`,
  );
  if (command.length === 0) {
    console.log('Running until Ctrl-C.');
    await new Promise(() => {});
  }
  const [file, ...rest] = command;
  let code = 1;
  try {
    code = await runChild(file, rest, env);
  } finally {
    stopping = true;
    await emulators.stop();
  }
  return code;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(commandFromArgs(process.argv.slice(2))).then(
    (code) => process.exit(code),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
