/**
 * The Trigger Email extension's params as `firebase deploy --only extensions` reads them: the instance's
 * extensions/<instance>.env, overridden line by line by extensions/<instance>.env.<projectId> when it exists
 * (firebase-tools also reads .env.<alias> and .env.<projectNumber>; this project uses the id).
 * The scripts read the collection names from here, so the extension's params stay their one source.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ROOT } from '../emulators/config.mjs';

/** The instance id of firebase.json's "extensions". */
export const SEND_EMAIL_INSTANCE = 'firestore-send-email';

/**
 * KEY=VALUE lines ('#' comments and blank lines skipped; a value in double or single quotes is unquoted), the
 * subset of firebase-tools' .env syntax these files use (tests/config/extension-manifest.test.ts compares).
 * @param {string} text
 * @returns {Record<string, string>}
 */
export function parseParams(text) {
  /** @type {Record<string, string>} */
  const params = {};
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*([\w./-]+)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match || line.trimStart().startsWith('#')) continue;
    const [, key = '', raw = ''] = match;
    params[key] = /^(["']).*\1$/.test(raw) ? raw.slice(1, -1) : raw;
  }
  return params;
}

/**
 * The params of the Trigger Email instance for `projectId` (or only the shared file without one).
 * @param {string} [projectId]
 * @param {string} [dir] the extensions/ folder
 */
export function sendEmailParams(projectId, dir = resolve(ROOT, 'extensions')) {
  const shared = resolve(dir, `${SEND_EMAIL_INSTANCE}.env`);
  const perProject = projectId ? resolve(dir, `${SEND_EMAIL_INSTANCE}.env.${projectId}`) : null;
  return {
    ...parseParams(readFileSync(shared, 'utf8')),
    ...(perProject && existsSync(perProject) ? parseParams(readFileSync(perProject, 'utf8')) : {}),
  };
}

/**
 * What keeps the extension from sending for `projectId`: the missing SMTP server (SMTP_CONNECTION_URI, a
 * per-project value). [] when nothing is missing.
 * @param {Record<string, string>} params
 */
export function missingSendEmailParams(params) {
  return ['SMTP_CONNECTION_URI', 'DEFAULT_FROM', 'MAIL_COLLECTION', 'TEMPLATES_COLLECTION'].filter((name) => !params[name]);
}
