#!/usr/bin/env node
/**
 * npm run mail:templates [-- --production --project ID]
 *
 * Writes the Trigger Email templates kept in functions/templates/ (NAME.subject.hbs, NAME.html.hbs,
 * NAME.text.hbs: new_inquiry, new_inquiry_digest, inquiry_waiting and site_settings_change) to the extension's templates collection (TEMPLATES_COLLECTION of
 * extensions/firestore-send-email.env: mailTemplates), one document per template { subject, html, text },
 * replacing what was there. Run it after changing a template and once per project (npm run deploy does when it
 * can). The extension renders html with HTML escaping and subject and text without (they are not HTML).
 *
 * - Emulator (the default): the Firestore emulator of FIRESTORE_EMULATOR_HOST, else the one on firebase.json's
 *   port (e.g. `npm run dev:emulators` in another terminal); project GCLOUD_PROJECT or the demo project.
 * - Production: --production --project ID, with GOOGLE_APPLICATION_CREDENTIALS (a service-account key of the
 *   project, role Cloud Datastore User) and no FIRESTORE_EMULATOR_HOST.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { getFirestore } from 'firebase-admin/firestore';
import { HOST, PORTS, PROJECT_ID, ROOT } from '../emulators/config.mjs';
import { answers } from '../emulators/processes.mjs';
import { adminApp } from './admin-app.mjs';
import { sendEmailParams } from './extension-params.mjs';

export const TEMPLATES_DIR = resolve(ROOT, 'functions/templates');
const PARTS = /** @type {const} */ (['subject', 'html', 'text']);

/** @typedef {{ name: string, subject: string, html: string, text: string }} MailTemplate */

/**
 * Every template of `dir`, by name, each with its three parts (a missing part is an error: the extension would
 * send an e-mail without it).
 * @param {string} [dir]
 * @returns {MailTemplate[]}
 */
export function readMailTemplates(dir = TEMPLATES_DIR) {
  /** @type {Map<string, Partial<Record<(typeof PARTS)[number], string>>>} */
  const found = new Map();
  for (const file of readdirSync(dir).sort()) {
    const match = /^([\w-]+)\.(subject|html|text)\.hbs$/.exec(file);
    if (!match) continue;
    const [, name = '', part = ''] = match;
    const parts = found.get(name) ?? {};
    // A subject is one line: the file's closing newline is not part of it.
    const content = readFileSync(resolve(dir, file), 'utf8');
    parts[/** @type {(typeof PARTS)[number]} */ (part)] = part === 'subject' ? content.trim() : content;
    found.set(name, parts);
  }
  return [...found].map(([name, parts]) => {
    const missing = PARTS.filter((part) => parts[part] === undefined);
    if (missing.length > 0) throw new Error(`Template ${name} has no ${missing.join(', ')} (${dir}/${name}.<part>.hbs)`);
    return { name, subject: parts.subject ?? '', html: parts.html ?? '', text: parts.text ?? '' };
  });
}

/**
 * Replaces each template's document in `collection`, in one batch.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {string} collection
 * @param {MailTemplate[]} templates
 */
export async function writeMailTemplates(db, collection, templates) {
  const batch = db.batch();
  for (const { name, subject, html, text } of templates) batch.set(db.collection(collection).doc(name), { subject, html, text });
  await batch.commit();
}

const USAGE = 'Usage: npm run mail:templates [-- --production --project ID]';

async function main() {
  const { values } = parseArgs({ options: { production: { type: 'boolean', default: false }, project: { type: 'string' } } });
  const templates = readMailTemplates();
  let project;
  if (values.production) {
    if (process.env.FIRESTORE_EMULATOR_HOST) {
      console.error(`--production, but FIRESTORE_EMULATOR_HOST=${process.env.FIRESTORE_EMULATOR_HOST} is set: unset it.`);
      return 2;
    }
    project = values.project;
    if (!project || project.startsWith('demo-')) {
      console.error(`--production needs --project with the real project id.\n${USAGE}`);
      return 2;
    }
    if (!process.env.GOOGLE_APPLICATION_CREDENTIALS) {
      console.error(`Production needs GOOGLE_APPLICATION_CREDENTIALS (a service-account key of ${project}).\n${USAGE}`);
      return 2;
    }
    console.log(`Target: PRODUCTION, project ${project}.`);
  } else {
    const host = process.env.FIRESTORE_EMULATOR_HOST ?? `${HOST}:${PORTS.firestore}`;
    if (!(await answers(`http://${host}/`))) {
      console.error(
        `No Firestore emulator answers at ${host}, and production is only used with --production. Start the emulators ` +
          `(npm run dev:emulators) or run:\n  GOOGLE_APPLICATION_CREDENTIALS=key.json npm run mail:templates -- --production --project ID`,
      );
      return 2;
    }
    process.env.FIRESTORE_EMULATOR_HOST = host;
    project = values.project ?? process.env.GCLOUD_PROJECT ?? PROJECT_ID;
    console.log(`Target: the Firestore EMULATOR at ${host}, project ${project}. Production is not touched.`);
  }
  const collection = sendEmailParams(project).TEMPLATES_COLLECTION;
  if (!collection) {
    console.error('extensions/firestore-send-email.env sets no TEMPLATES_COLLECTION.');
    return 1;
  }
  await writeMailTemplates(getFirestore(adminApp(project)), collection, templates);
  for (const template of templates) console.log(`Wrote ${collection}/${template.name}`);
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
