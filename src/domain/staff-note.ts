import { isBlank, trimBlank } from './text';

/**
 * A staff note as it is stored: trimmed of blanks (text.ts), null when nothing is left. The editor and both adapters
 * use it, so "the same note" means the same thing on screen and in the backend. Its limit is STAFF_NOTE_MAX characters
 * (UTF-16 code units, as firestore.rules count) after this.
 */
export function normalizeStaffNote(note: string | null): string | null {
  return note === null || isBlank(note) ? null : trimBlank(note);
}
