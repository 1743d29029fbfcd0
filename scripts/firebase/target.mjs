/**
 * Which Firebase Auth the account scripts (grant-admin.mjs, create-admin.mjs) work on, decided the same way for
 * both and always printed before anything changes:
 *
 * - the Auth EMULATOR (the default): the one FIREBASE_AUTH_EMULATOR_HOST names, else the one that answers on
 *   firebase.json's auth port (127.0.0.1:9099, e.g. started by `npm run dev:emulators` in another terminal);
 * - PRODUCTION only with --production, --project <real id> and GOOGLE_APPLICATION_CREDENTIALS, and with no
 *   *_EMULATOR_HOST variable set. Without --production, production is never used: when no emulator answers the
 *   script stops and prints the exact command lines for both targets.
 */
import { HOST, PORTS, PROJECT_ID } from '../emulators/config.mjs';

/**
 * @typedef {object} EmulatorTarget
 * @property {'emulator'} kind
 * @property {string} authHost host:port of the Auth emulator
 * @property {string} project
 * @property {'env' | 'port'} foundBy FIREBASE_AUTH_EMULATOR_HOST, or the probe of firebase.json's port
 */
/**
 * @typedef {object} ProductionTarget
 * @property {'production'} kind
 * @property {string} project the real project id (from --project, never guessed)
 * @property {string} credentials GOOGLE_APPLICATION_CREDENTIALS (a service-account key file)
 */
/** @typedef {EmulatorTarget | ProductionTarget} Target */

/**
 * @typedef {object} TargetRequest
 * @property {boolean} production --production was given
 * @property {string | undefined} project --project, if given
 * @property {string} command the command as the user types it, for the help text (e.g. 'npm run admin:grant -- EMAIL')
 */
/**
 * @typedef {object} TargetContext
 * @property {NodeJS.ProcessEnv} [env] default: process.env
 * @property {string} [authHost] where to look for the emulator, host:port; default firebase.json's auth port
 * @property {(hostPort: string) => Promise<boolean>} [probe] default: authEmulatorAnswers
 */

/** A target that cannot be chosen: the message says why and what to type (exit code 2). */
export class TargetError extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = 'TargetError';
  }
}

export const DEFAULT_AUTH_HOST = `${HOST}:${PORTS.auth}`;

/**
 * True when a Firebase Auth emulator answers at `hostPort` (its root answers {"authEmulator":{"ready":true}}):
 * something else on the port does not count.
 * @param {string} hostPort
 */
export async function authEmulatorAnswers(hostPort, timeoutMs = 1000) {
  try {
    const response = await fetch(`http://${hostPort}/`, { signal: AbortSignal.timeout(timeoutMs) });
    /** @type {unknown} */
    const body = await response.json();
    return Boolean(
      body &&
      typeof body === 'object' &&
      'authEmulator' in body &&
      body.authEmulator &&
      typeof body.authEmulator === 'object' &&
      'ready' in body.authEmulator &&
      body.authEmulator.ready === true,
    );
  } catch {
    return false;
  }
}

/**
 * @param {TargetRequest} request
 * @param {TargetContext} [context]
 * @returns {Promise<Target>}
 */
export async function chooseTarget(
  { production, project, command },
  { env = process.env, authHost = DEFAULT_AUTH_HOST, probe = authEmulatorAnswers } = {},
) {
  if (production) {
    for (const name of ['FIREBASE_AUTH_EMULATOR_HOST', 'FIRESTORE_EMULATOR_HOST']) {
      if (env[name])
        throw new TargetError(`--production, but ${name}=${env[name]} is set (it would send firebase-admin to an emulator): unset it.`);
    }
    if (!project)
      throw new TargetError(`--production needs --project with the real project id (it is never guessed):\n  ${productionLine(command)}`);
    if (project.startsWith('demo-'))
      throw new TargetError(`"${project}" is a demo project (emulators only): pass --project with the real project id.`);
    const credentials = env.GOOGLE_APPLICATION_CREDENTIALS;
    if (!credentials) {
      throw new TargetError(
        'Production needs GOOGLE_APPLICATION_CREDENTIALS: the path of a service-account key of the project ' +
          `(IAM role "Firebase Authentication Admin"):\n  ${productionLine(command, project)}`,
      );
    }
    return { kind: 'production', project, credentials };
  }

  const emulatorProject = project ?? env.GCLOUD_PROJECT ?? PROJECT_ID;
  const fromEnv = env.FIREBASE_AUTH_EMULATOR_HOST;
  if (fromEnv) {
    if (!(await probe(fromEnv))) {
      throw new TargetError(`FIREBASE_AUTH_EMULATOR_HOST=${fromEnv}, but no Auth emulator answers there. Start it, or unset the variable.`);
    }
    return { kind: 'emulator', authHost: fromEnv, project: emulatorProject, foundBy: 'env' };
  }
  if (await probe(authHost)) return { kind: 'emulator', authHost, project: emulatorProject, foundBy: 'port' };
  throw new TargetError(
    [
      `No Auth emulator answers at ${authHost}, and production is only used with --production. Either:`,
      `  - the emulator: start it in another terminal with \`npm run dev:emulators\` (it keeps running), then again:`,
      `      ${command}`,
      `    or, for an emulator somewhere else:`,
      `      FIREBASE_AUTH_EMULATOR_HOST=HOST:PORT ${command}`,
      `  - production:`,
      `      ${productionLine(command)}`,
    ].join('\n'),
  );
}

/**
 * @param {string} command
 * @param {string} [project]
 */
function productionLine(command, project = 'PROJECT_ID') {
  return `GOOGLE_APPLICATION_CREDENTIALS=key.json ${command} --production --project ${project}`;
}

/**
 * One line that says where the script is about to write.
 * @param {Target} target
 */
export function describeTarget(target) {
  if (target.kind === 'production') {
    return `Target: PRODUCTION, project ${target.project} (credentials ${target.credentials}).`;
  }
  const how = target.foundBy === 'env' ? 'FIREBASE_AUTH_EMULATOR_HOST' : "found on firebase.json's auth port";
  return `Target: the Auth EMULATOR at ${target.authHost} (${how}), project ${target.project}. Production is not touched.`;
}

/**
 * Points firebase-admin at the target (it reads FIREBASE_AUTH_EMULATOR_HOST when it makes a request).
 * @param {Target} target
 * @param {NodeJS.ProcessEnv} [env]
 */
export function useTarget(target, env = process.env) {
  if (target.kind === 'emulator') {
    env.FIREBASE_AUTH_EMULATOR_HOST = target.authHost;
    // No metadata-server probing when talking to the emulators (it only produces warnings off Google Cloud).
    env.METADATA_SERVER_DETECTION ??= 'none';
  }
}

/**
 * Runs an account script's main and exits: its code; 2 with the message (and the usage for a bad option) for a
 * TargetError or an argument error; 1 with the error for anything else.
 * @param {() => Promise<number>} main
 * @param {string} usage
 */
export function runScript(main, usage) {
  main().then(
    (code) => process.exit(code),
    (/** @type {unknown} */ error) => {
      if (error instanceof TargetError) {
        console.error(error.message);
        process.exit(2);
      }
      const code = error && typeof error === 'object' && 'code' in error ? String(error.code) : '';
      if (code.startsWith('ERR_PARSE_ARGS') && error instanceof Error) {
        console.error(`${error.message}\n${usage}`);
        process.exit(2);
      }
      console.error(error);
      process.exit(1);
    },
  );
}
