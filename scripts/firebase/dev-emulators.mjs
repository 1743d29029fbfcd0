#!/usr/bin/env node
/**
 * npm run dev:emulators [-- [--no-functions] <vite options>]
 *
 * The site on the Firebase adapter without a real project: starts the emulators (scripts/emulators/start.mjs),
 * WIPES their data and seeds the sample data and admin@example.com / demo1234 (seed-emulator.mjs), then runs `vite`
 * (--strictPort, so the printed port is the real one) with VITE_FIREBASE_* pointing at the demo project and
 * VITE_FIREBASE_EMULATOR_HOST set. Everything lives in memory: Ctrl-C stops it all and the next start seeds again.
 * At start-up it prints the ports and, without a Storage emulator (Java < 21), what does not work: uploads and
 * file deletes. The app is told too (VITE_FIREBASE_STORAGE_EMULATOR=off) and refuses them at once, in Korean,
 * instead of the Storage SDK retrying an absent server for about 12 minutes.
 * The Cloud Functions run too (dev-functions.mjs: the Functions emulator behind the Hosting emulator, port 5000),
 * so the pages function answers locally; it says at start-up that Firestore triggers and schedules do not fire
 * here (that needs Java 21+). --no-functions skips them (a faster start).
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HOST, PORTS, PROJECT_ID, ROOT, UI_PORT } from '../emulators/config.mjs';
import { HOW_TO_INSTALL, MIN_FIREBASE_TOOLS_JAVA, detectSetup, startEmulators } from '../emulators/start.mjs';
import { startDevFunctions } from './dev-functions.mjs';
import { DEMO_ADMIN, seedEmulators } from './seed-emulator.mjs';

/** vite.config.ts's server.port. */
export const DEFAULT_VITE_PORT = 5173;

/**
 * The port Vite will use: --port N / --port=N among its options, else vite.config.ts's.
 * @param {readonly string[]} viteArgs
 */
export function vitePort(viteArgs) {
  for (const [index, arg] of viteArgs.entries()) {
    if (arg === '--port' && viteArgs[index + 1]) return Number(viteArgs[index + 1]);
    if (arg.startsWith('--port=')) return Number(arg.slice('--port='.length));
  }
  return DEFAULT_VITE_PORT;
}

/**
 * The VITE_* variables of the dev server: the Firebase adapter on the demo project's emulators.
 * @param {{ storage: boolean }} options storage: whether a Storage emulator runs
 * @returns {Record<string, string>}
 */
export function viteEnvironment({ storage }) {
  return {
    VITE_FIREBASE_API_KEY: 'demo-api-key',
    VITE_FIREBASE_AUTH_DOMAIN: `${PROJECT_ID}.firebaseapp.com`,
    VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
    VITE_FIREBASE_STORAGE_BUCKET: `${PROJECT_ID}.appspot.com`,
    VITE_FIREBASE_MESSAGING_SENDER_ID: '0',
    VITE_FIREBASE_APP_ID: '1:0:web:0',
    VITE_FIREBASE_EMULATOR_HOST: HOST,
    VITE_FIREBASE_STORAGE_EMULATOR: storage ? 'on' : 'off',
  };
}

/**
 * @typedef {object} StartupFacts
 * @property {string} how which emulators run (start.mjs)
 * @property {boolean} storage whether a Storage emulator runs
 * @property {number} vitePort
 * @property {number | null} [uiPort] the Emulator UI's port, null when off
 * @property {number} [java] Java major version found
 * @property {string | null} [functions] the Hosting emulator's URL when the Functions emulator runs behind it
 */

/**
 * What dev:emulators prints once the data is seeded: the ports, the data, and (without a Storage emulator) what
 * does not work.
 * @param {StartupFacts} facts
 */
export function startupSummary({ how, storage, vitePort: port, uiPort = UI_PORT, java, functions = null }) {
  const site = `http://localhost:${port}/`;
  const rows = [
    ['Auth emulator', `${HOST}:${PORTS.auth}`],
    ['Firestore emulator', `${HOST}:${PORTS.firestore}`],
    [
      'Storage emulator',
      storage ? `${HOST}:${PORTS.storage}` : `NONE (needs Java ${MIN_FIREBASE_TOOLS_JAVA}+${java ? `, found ${java}` : ''})`,
    ],
    ['Emulator UI', uiPort === null ? 'off (firebase.json emulators.ui)' : `http://${HOST}:${uiPort}/ (when firebase-tools runs it)`],
    [
      'Functions emulator',
      functions
        ? `${HOST}:${PORTS.functions} behind Hosting ${functions}: the pages function answers ${functions}/projects/gallery/ID and ${functions}/sitemap.xml`
        : 'off (--no-functions)',
    ],
    ['Vite dev server', `${site}  (admin: ${site}#/jy-dev/login)`],
  ];
  const width = Math.max(...rows.map(([name]) => name.length));
  const lines = [
    '',
    `dev:emulators: project ${PROJECT_ID}, ${how}`,
    ...rows.map(([name, value]) => `  ${name.padEnd(width)}  ${value}`),
    `Data: wiped and re-seeded at every start (sample works, inquiries, activities; ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`,
    '  with the admin claim). It lives in memory only: Ctrl-C loses it, including accounts you create.',
    `More staff accounts (while this runs, in another terminal): npm run admin:create -- EMAIL PASSWORD`,
  ];
  lines.push(
    '',
    `! Firestore TRIGGERS and SCHEDULES do not fire here: no alert e-mail (onInquiryCreated), no photo clean-up`,
    `! (onInquiryDeleted), no hero copy (onImageWritten), no digest or heartbeat (inquiryAlertDigests). The Functions`,
    `! emulator fires them only beside firebase-tools' own Firestore emulator, which needs Java ${MIN_FIREBASE_TOOLS_JAVA}+${java ? ` (found ${java})` : ''}.`,
    '! So 알림 설정 says alert e-mails are not set up. Their handlers are tested with npm run test:emulators.',
  );
  if (!storage) {
    const bar = '!'.repeat(100);
    lines.push(
      '',
      bar,
      `! NO STORAGE EMULATOR: photo UPLOADS and file DELETES do not work here (it needs Java ${MIN_FIREBASE_TOOLS_JAVA}+).`,
      '! - Upload: fails at once; the admin shows "업로드 실패: 로컬 테스트 환경(에뮬레이터)에는 파일 저장소가 없어 ...".',
      '! - Delete an image: its document is deleted, its files are not (a console warning says so).',
      '! The app is told (VITE_FIREBASE_STORAGE_EMULATOR=off); without that, the Storage SDK would retry the absent',
      '! server for about 12 minutes (10 for an upload, 2 for a delete) before failing.',
      '! Everything else works: sign-in, gallery, featured/hero, edits, inquiries, the dashboard.',
      bar,
    );
  }
  return lines.join('\n');
}

async function main() {
  const setup = detectSetup();
  if (setup.kind === 'missing') {
    console.error(
      `Firebase emulators are not available: ${setup.reason}\n${HOW_TO_INSTALL}\n(npm run dev runs the site on the embedded demo backend.)`,
    );
    return 1;
  }

  const args = process.argv.slice(2);
  const withFunctions = !args.includes('--no-functions');
  const viteArgs = args.filter((arg) => arg !== '--no-functions');
  const emulators = await startEmulators({ withStorage: setup.kind === 'firebase-tools' });
  /** @type {{ url: string, stop: () => Promise<void> } | undefined} */
  let hosting;
  /** @type {import('node:child_process').ChildProcess | undefined} */
  let vite;
  let stopping = false;
  const shutdown = async (/** @type {number} */ code) => {
    if (stopping) return;
    stopping = true;
    vite?.kill('SIGTERM');
    await hosting?.stop();
    await emulators.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown(130));
  process.on('SIGTERM', () => void shutdown(143));

  try {
    Object.assign(process.env, emulators.env);
    await seedEmulators(PROJECT_ID);
    if (withFunctions) hosting = await startDevFunctions();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    await shutdown(1);
  }

  console.log(
    startupSummary({
      how: emulators.how,
      storage: emulators.storage,
      vitePort: vitePort(viteArgs),
      java: setup.java,
      functions: hosting?.url ?? null,
    }),
  );
  const strict = viteArgs.includes('--strictPort') ? [] : ['--strictPort'];
  vite = spawn(process.execPath, [resolve(ROOT, 'node_modules/vite/bin/vite.js'), ...strict, ...viteArgs], {
    cwd: ROOT,
    env: { ...process.env, ...viteEnvironment({ storage: emulators.storage }) },
    stdio: 'inherit',
  });
  vite.on('exit', (code) => void shutdown(code ?? 0));
  /** @type {Promise<number>} runs until Ctrl-C or until Vite exits (shutdown exits the process) */
  const forever = new Promise(() => {});
  return forever;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
