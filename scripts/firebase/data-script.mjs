/**
 * The command line of the one-off data scripts (`npm run inquiries:search-keys`, `npm run reviews:private-fields`):
 * `[-- --write] [--project ID]`, a dry run unless --write; the emulators when FIRESTORE_EMULATOR_HOST is set, else
 * the real project with GOOGLE_APPLICATION_CREDENTIALS (a service-account key file).
 */
import { pathToFileURL } from 'node:url';
import { getFirestore } from 'firebase-admin/firestore';
import { adminApp, projectId, usesEmulators } from './admin-app.mjs';

/**
 * The Firestore a data script works on, or the exit code (2) after saying what is wrong with the command line.
 * @param {string} command how the script is run, for the usage line (`npm run inquiries:search-keys`)
 * @param {string[]} [args]
 * @returns {{ db: import('firebase-admin/firestore').Firestore, write: boolean, where: string } | number}
 */
export function dataScriptTarget(command, args = process.argv.slice(2)) {
  const known = new Set(['--write', '--project']);
  const unknown = args.filter((arg, index) => (arg.startsWith('--') ? !known.has(arg) : args[index - 1] !== '--project'));
  if (unknown.length > 0) {
    console.error(`Unknown argument(s): ${unknown.join(' ')}\nUsage: ${command} [-- --write] [--project ID]`);
    return 2;
  }
  if (!usesEmulators() && !process.env.GOOGLE_APPLICATION_CREDENTIALS) {
    console.error('Set GOOGLE_APPLICATION_CREDENTIALS to a service-account key file of the project (or FIRESTORE_EMULATOR_HOST).');
    return 2;
  }
  const project = projectId();
  return {
    db: getFirestore(adminApp(project)),
    write: args.includes('--write'),
    where: usesEmulators() ? 'the emulators' : `project ${project}`,
  };
}

/**
 * Runs `main` when `moduleUrl` is the file node was started with (not when a test imports it), and exits with its code.
 * @param {string} moduleUrl import.meta.url of the script
 * @param {() => Promise<number>} main
 */
export function runWhenMain(moduleUrl, main) {
  if (moduleUrl !== pathToFileURL(process.argv[1] ?? '').href) return;
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
