import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { MAIL_TEMPLATES_COLLECTION } from '@/config/collections';
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { readMailTemplates } from '../../scripts/firebase/mail-templates.mjs';
import { FIRESTORE_HOST, clearFirestore } from './support/emulator-env';

/**
 * npm run mail:templates as a developer runs it, against the Firestore emulator: the templates of
 * functions/templates/ land in mailTemplates/ (where the Trigger Email extension reads them), replacing what was
 * there; production is refused without its flags and credentials.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const PROJECT = 'demo-jy-mail';
const app = initializeApp({ projectId: PROJECT }, `mail-templates-${Date.now()}`);
const db = getFirestore(app);

function runScript(args: string[], envChanges: Record<string, string | undefined> = {}) {
  const env = { ...process.env, GOOGLE_APPLICATION_CREDENTIALS: undefined, GCLOUD_PROJECT: PROJECT, ...envChanges };
  const result = spawnSync(process.execPath, [resolve(ROOT, 'scripts/firebase/mail-templates.mjs'), ...args], {
    cwd: ROOT,
    env,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, out: `${result.stdout}${result.stderr}` };
}

beforeEach(async () => {
  await clearFirestore(PROJECT);
});
afterAll(async () => {
  await deleteApp(app);
});

describe('npm run mail:templates (Firestore emulator)', () => {
  it('writes new_inquiry { subject, html, text } exactly as the files hold it, over an older version', async () => {
    await db.collection(MAIL_TEMPLATES_COLLECTION).doc('new_inquiry').set({ subject: 'old', html: 'old', text: 'old', stale: true });
    const run = runScript([], { FIRESTORE_EMULATOR_HOST: FIRESTORE_HOST });
    expect(run.out).toContain(`Target: the Firestore EMULATOR at ${FIRESTORE_HOST}, project ${PROJECT}`);
    expect(run.out).toContain(`Wrote ${MAIL_TEMPLATES_COLLECTION}/new_inquiry`);
    expect(run.status).toBe(0);
    // Every template in the folder lands, the older new_inquiry replaced whole (its stray field gone).
    const templates = readMailTemplates();
    expect(templates.map((template) => template.name)).toContain('new_inquiry');
    for (const { name, subject, html, text } of templates) {
      const stored = await db.collection(MAIL_TEMPLATES_COLLECTION).doc(name).get();
      expect(stored.data(), name).toEqual({ subject, html, text });
    }
  });

  it('refuses production without --project and credentials, and with an emulator host set', () => {
    expect(runScript(['--production'], { FIRESTORE_EMULATOR_HOST: undefined })).toMatchObject({ status: 2 });
    const noKey = runScript(['--production', '--project', 'jy-prod'], { FIRESTORE_EMULATOR_HOST: undefined });
    expect(noKey.status).toBe(2);
    expect(noKey.out).toContain('GOOGLE_APPLICATION_CREDENTIALS');
    const mixed = runScript(['--production', '--project', 'jy-prod'], {
      FIRESTORE_EMULATOR_HOST: FIRESTORE_HOST,
      GOOGLE_APPLICATION_CREDENTIALS: '/nonexistent.json',
    });
    expect(mixed.status).toBe(2);
    expect(mixed.out).toContain('FIRESTORE_EMULATOR_HOST');
  });

  it('without an emulator and without --production it touches nothing and says how to run it', () => {
    const run = runScript([], { FIRESTORE_EMULATOR_HOST: '127.0.0.1:1' });
    expect(run.status).toBe(2);
    expect(run.out).toContain('npm run mail:templates -- --production --project ID');
  });
});
