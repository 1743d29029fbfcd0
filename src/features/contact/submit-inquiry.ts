import type { InquiryInput } from '../../domain/types';
import { publicBackend } from '../../backend/registry';

/**
 * Sends a validated inquiry (spec 7 "Inquiry submission"): the backend stores it with status 신규 and
 * server time, then logs the new_inquiry activity. Resolves to the new inquiry's id.
 */
export async function submitInquiry(input: InquiryInput): Promise<string> {
  const backend = await publicBackend();
  return backend.submitInquiry(input);
}
