/**
 * What `npm run deploy` needs for the inquiry alerts (the functions and the Trigger Email extension), checked
 * before anything is deployed, and the one value it hands the functions: SITE_URL (the link in each alert), taken
 * from VITE_SITE_URL, the address the web app is built with, and written to functions/.env.<projectId>, which
 * firebase-tools reads for that project's functions params.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ROOT } from '../emulators/config.mjs';
import { SEND_EMAIL_INSTANCE, missingSendEmailParams } from './extension-params.mjs';

/**
 * Why the alerts cannot be deployed as configured ([] when they can).
 * @param {{ project: string, siteUrl: string | undefined, params: Record<string, string> }} input
 * @returns {string[]}
 */
export function alertsDeployProblems({ project, siteUrl, params }) {
  const problems = [];
  if (!siteUrl || !/^https?:\/\/[^/\s]+/.test(siteUrl)) {
    problems.push(
      'VITE_SITE_URL (.env.production) is not set to the site address (https://...): the alert e-mails link to the admin with it.',
    );
  }
  for (const name of missingSendEmailParams(params)) {
    problems.push(
      `${name} is not set for the Trigger Email extension: put it in extensions/${SEND_EMAIL_INSTANCE}.env.${project} ` +
        `(e.g. SMTP_CONNECTION_URI=smtps://USER@SMTP_HOST:465, without the password).`,
    );
  }
  return problems;
}

/** @param {string} project */
export function functionsEnvPath(project, root = ROOT) {
  return resolve(root, 'functions', `.env.${project}`);
}

/**
 * Writes functions/.env.<project> (git-ignored) with SITE_URL, and VAPID_PUBLIC_KEY when the web app is built with
 * one (VITE_VAPID_PUBLIC_KEY: the staff's devices subscribe with it, so the functions must sign with its pair;
 * the private key is the secret VAPID_PRIVATE_KEY, scripts/firebase/README.md "Staff push").
 * @param {string} project
 * @param {string} siteUrl
 * @param {string} [vapidPublicKey]
 */
export function writeFunctionsEnv(project, siteUrl, root = ROOT, vapidPublicKey = '') {
  const path = functionsEnvPath(project, root);
  const key = vapidPublicKey.trim();
  writeFileSync(
    path,
    `# Written by npm run deploy from VITE_SITE_URL and VITE_VAPID_PUBLIC_KEY (scripts/firebase/alerts-deploy.mjs).\n` +
      `SITE_URL=${siteUrl.replace(/\/+$/, '')}\n` +
      (key ? `VAPID_PUBLIC_KEY=${key}\n` : ''),
  );
  return path;
}
