import { STAFF_NOTE_MAX } from '@/config/limits';
import { BackendError } from '@/domain/errors';
import { normalizeStaffNote } from '@/domain/staff-note';
import { backendMessages } from './messages';

/**
 * The staff note as both adapters store it (normalizeStaffNote: trimmed, null when blank), at most STAFF_NOTE_MAX
 * UTF-16 code units (how firestore.rules count: `staffNote.size()`). Anything else is BackendError invalid-argument,
 * before any read or write.
 */
export function staffNoteOf(note: unknown): string | null {
  if (note !== null && typeof note !== 'string') throw new BackendError('invalid-argument', backendMessages.invalidField('staffNote'));
  const normalized = normalizeStaffNote(note);
  if (normalized !== null && normalized.length > STAFF_NOTE_MAX) {
    throw new BackendError('invalid-argument', backendMessages.staffNoteTooLong(STAFF_NOTE_MAX));
  }
  return normalized;
}

/** Whether storing `next` over the stored value (absent on older documents) changes it: the same note writes nothing. */
export function changesStaffNote(stored: unknown, next: string | null): boolean {
  return (typeof stored === 'string' ? stored : null) !== next;
}
