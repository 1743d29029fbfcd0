import { doc, getDoc, type Firestore } from 'firebase/firestore/lite';
import { COLLECTIONS, SITE_SETTINGS_ID } from '@/config/collections';
import type { SiteSettings } from '@/domain/site-settings/types';
import type { InquiryInput } from '@/domain/types';
import { checkConsentVersion } from '../shared/input-rules';
import { acceptedConsentVersions, siteSettingsFromStored } from '../shared/site-settings';

/**
 * What a visitor's page reads of the site settings: settings/site, one document (anyone may get it, no one may list
 * settings). Loaded on first use, apart from the admin's operations (site-settings.ts): the public part calls it only
 * for getSiteSettings and after a refused inquiry.
 */

export function siteSettingsRef(db: Firestore) {
  return doc(db, COLLECTIONS.settings, SITE_SETTINGS_ID);
}

/** The saved settings, or the first version (FIRST_SITE_SETTINGS) while settings/site does not exist. */
export async function getSiteSettings(db: Firestore): Promise<SiteSettings> {
  return siteSettingsFromStored((await getDoc(siteSettingsRef(db))).data());
}

/**
 * After the rules refused an inquiry: throws BackendError inquiry/consent-outdated when its consent version is
 * neither the stored settings' nor the one before (the owner changed the privacy terms while the visitor's page was
 * open), so the form can show the new notice; returns otherwise (the refusal had another reason). Read only after a
 * refusal, so a normal submit costs no extra read.
 */
export async function checkStoredConsentVersion(db: Firestore, input: InquiryInput): Promise<void> {
  checkConsentVersion(input, acceptedConsentVersions(await getSiteSettings(db)));
}
