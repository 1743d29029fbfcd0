// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { alertsDeployProblems, functionsEnvPath, writeFunctionsEnv } from '../../scripts/firebase/alerts-deploy.mjs';
import { missingSendEmailParams, parseParams, sendEmailParams } from '../../scripts/firebase/extension-params.mjs';
import { readMailTemplates } from '../../scripts/firebase/mail-templates.mjs';

let scratch: string | null = null;
function scratchDir(): string {
  scratch = mkdtempSync(join(tmpdir(), 'alerts-deploy-'));
  return scratch;
}
afterEach(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
  scratch = null;
});

const COMPLETE = {
  SMTP_CONNECTION_URI: 'smtps://alerts@smtp.example.com:465',
  DEFAULT_FROM: 'a@b.kr',
  MAIL_COLLECTION: 'mail',
  TEMPLATES_COLLECTION: 'mailTemplates',
};

describe('npm run deploy: the alerts', () => {
  it('goes ahead when the site address and the SMTP server are set', () => {
    expect(alertsDeployProblems({ project: 'jy-prod', siteUrl: 'https://jy.example.kr', params: COMPLETE })).toEqual([]);
  });

  it('stops with what to set: the site address (the link), the SMTP server of the project', () => {
    const problems = alertsDeployProblems({ project: 'jy-prod', siteUrl: undefined, params: { ...COMPLETE, SMTP_CONNECTION_URI: '' } });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain('VITE_SITE_URL');
    expect(problems[1]).toContain('SMTP_CONNECTION_URI is not set');
    expect(problems[1]).toContain('extensions/firestore-send-email.env.jy-prod');
    expect(alertsDeployProblems({ project: 'p', siteUrl: 'jy.example.kr', params: COMPLETE })[0]).toContain('VITE_SITE_URL');
  });

  it("hands the functions SITE_URL in functions/.env.<project> (firebase-tools' per-project params file)", () => {
    const root = scratchDir();
    mkdirSync(join(root, 'functions'));
    const path = writeFunctionsEnv('jy-prod', 'https://jy.example.kr/', root);
    expect(path).toBe(functionsEnvPath('jy-prod', root));
    expect(parseParams(readFileSync(path, 'utf8'))).toEqual({ SITE_URL: 'https://jy.example.kr' });
  });

  it("and VAPID_PUBLIC_KEY, the staff devices' push key, when the web app is built with one", () => {
    const root = scratchDir();
    mkdirSync(join(root, 'functions'));
    const path = writeFunctionsEnv('jy-prod', 'https://jy.example.kr', root, ' BPublicKey_1 ');
    expect(parseParams(readFileSync(path, 'utf8'))).toEqual({ SITE_URL: 'https://jy.example.kr', VAPID_PUBLIC_KEY: 'BPublicKey_1' });
  });
});

describe('the extension params files', () => {
  it('reads quoted values, skips comments, and lets extensions/<instance>.env.<project> override', () => {
    const dir = scratchDir();
    writeFileSync(
      join(dir, 'firestore-send-email.env'),
      '# comment\nMAIL_COLLECTION=mail\nDEFAULT_FROM="JY <a@b.kr>"\n\nTEMPLATES_COLLECTION=mailTemplates\n',
    );
    writeFileSync(
      join(dir, 'firestore-send-email.env.jy-prod'),
      "SMTP_CONNECTION_URI=smtps://u@smtp.example.com:465\nDEFAULT_FROM='Real <real@jy.kr>'\n",
    );
    expect(sendEmailParams('jy-prod', dir)).toEqual({
      MAIL_COLLECTION: 'mail',
      DEFAULT_FROM: 'Real <real@jy.kr>',
      TEMPLATES_COLLECTION: 'mailTemplates',
      SMTP_CONNECTION_URI: 'smtps://u@smtp.example.com:465',
    });
    expect(missingSendEmailParams(sendEmailParams('other', dir))).toEqual(['SMTP_CONNECTION_URI']);
  });
});

describe('npm run mail:templates: the template files', () => {
  it('reads each template with its three parts (the subject without its closing newline)', () => {
    const dir = scratchDir();
    writeFileSync(join(dir, 'hello.subject.hbs'), '안녕 {{name}}\n');
    writeFileSync(join(dir, 'hello.html.hbs'), '<p>{{name}}</p>\n');
    writeFileSync(join(dir, 'hello.text.hbs'), '{{name}}\n');
    writeFileSync(join(dir, 'README.md'), 'not a template');
    expect(readMailTemplates(dir)).toEqual([{ name: 'hello', subject: '안녕 {{name}}', html: '<p>{{name}}</p>\n', text: '{{name}}\n' }]);
  });

  it('refuses a template with a part missing (the extension would send it without)', () => {
    const dir = scratchDir();
    writeFileSync(join(dir, 'hello.subject.hbs'), 'x');
    writeFileSync(join(dir, 'hello.html.hbs'), 'x');
    expect(() => readMailTemplates(dir)).toThrow(/hello has no text/);
  });

  it('the repository has the new_inquiry template, the digest of a flood, the second alarm and the change of contact details', () => {
    expect(readMailTemplates().map((template) => template.name)).toEqual([
      'inquiry_waiting',
      'new_inquiry',
      'new_inquiry_digest',
      'site_settings_change',
    ]);
  });
});
