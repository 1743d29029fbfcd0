import type { InquiryAlert } from '../alerts/inquiry-alert.js';
import type { AlertRecipients } from '../alerts/notification-settings.js';

/** When the inquiry arrived (the event's time: the same every time the event is delivered), for rate limits. */
export interface AlertArrival {
  receivedAt: Date;
}

/**
 * One way of telling staff that an inquiry arrived. The trigger hands every configured channel the same alert;
 * a channel picks its own recipients from the settings and does nothing when it has none. Adding SMS or 알림톡
 * (through the provider's official SDK) is one more module like channels/email.ts, listed in channels/index.ts.
 */
export interface AlertChannel {
  /** For logs: 'email', 'sms', ... */
  readonly name: string;
  /**
   * Delivers (or queues) the alert; resolves to the number of recipients addressed now, 0 when the settings name
   * none for this channel (or a rate limit folded it into a digest for each). Must be safe to call twice for the
   * same inquiry (events can be delivered twice).
   */
  send(alert: InquiryAlert, recipients: AlertRecipients, arrival: AlertArrival): Promise<number>;
}
