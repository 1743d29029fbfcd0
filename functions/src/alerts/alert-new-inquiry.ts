import { logger } from 'firebase-functions';
import type { Firestore } from 'firebase-admin/firestore';
import type { AlertChannel } from '../channels/channel.js';
import type { SiteSettings } from '../pages/site-bundle.js';
import { companyNameFrom } from '../site-settings/site-settings-reader.js';
import { buildInquiryAlert, type StoredInquiry } from './inquiry-alert.js';
import { readAlertRecipients } from './notification-settings.js';

export interface NewInquiryEvent {
  inquiryId: string;
  data: StoredInquiry;
  /** The event's time: stands in for a missing submittedAt. */
  receivedAt: Date;
}

export interface AlertContext {
  db: Firestore;
  channels: readonly AlertChannel[];
  siteUrl: string;
  /** The site settings (the company's name in the e-mail): read at most once a minute per instance. */
  siteSettings: () => Promise<SiteSettings>;
}

/**
 * Tells staff about a new inquiry through every channel: reads the recipients (settings/notifications) and the site
 * settings (a failure there only leaves the company's name out), builds the alert and hands it to each channel. One channel's failure does not stop the others; any failure is thrown
 * at the end so Cloud Functions reports it. Logs ids and counts, never what the visitor wrote.
 * Resolves to the number of recipients each channel addressed.
 */
export async function alertNewInquiry(ctx: AlertContext, event: NewInquiryEvent): Promise<Record<string, number>> {
  const [recipients, companyName] = await Promise.all([readAlertRecipients(ctx.db), companyNameFrom(ctx.siteSettings)]);
  const alert = buildInquiryAlert(event.inquiryId, event.data, ctx.siteUrl, event.receivedAt, companyName);
  if (!alert.adminUrl)
    logger.warn('SITE_URL is not an http(s) address: the alert has no link to the inquiry.', { inquiryId: event.inquiryId });
  const outcomes = await Promise.allSettled(
    ctx.channels.map((channel) => channel.send(alert, recipients, { receivedAt: event.receivedAt })),
  );
  const sent: Record<string, number> = {};
  const failures: unknown[] = [];
  outcomes.forEach((outcome, index) => {
    const name = ctx.channels[index]?.name ?? String(index);
    if (outcome.status === 'fulfilled') sent[name] = outcome.value;
    else {
      failures.push(outcome.reason);
      logger.error(`The ${name} alert of a new inquiry failed.`, { inquiryId: event.inquiryId, error: String(outcome.reason) });
    }
  });
  logger.info('New inquiry alert', { inquiryId: event.inquiryId, recipients: sent });
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} alert channel(s) failed for inquiry ${event.inquiryId}`);
  return sent;
}
