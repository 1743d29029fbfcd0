import { STAFF_NOTE_MAX } from '../../config/constants';
import { BackendError } from '../../domain/errors';
import { isBlank, trimBlank } from '../../domain/text';
import { backendMessages } from './messages';

/**
 * The staff note as both adapters store it: trimmed of blanks (src/domain/text.ts), null when blank or null, at most
 * STAFF_NOTE_MAX UTF-16 code units after trimming (how firestore.rules count: `staffNote.size()`). Anything else is
 * BackendError invalid-argument, before any read or write.
 */
export function staffNoteOf(note: unknown): string | null {
  if (note === null) return null;
  if (typeof note !== 'string') throw new BackendError('invalid-argument', backendMessages.invalidField('staffNote'));
  if (isBlank(note)) return null;
  const trimmed = trimBlank(note);
  if (trimmed.length > STAFF_NOTE_MAX) throw new BackendError('invalid-argument', backendMessages.staffNoteTooLong(STAFF_NOTE_MAX));
  return trimmed;
}

/** Whether storing `next` over the stored value (absent on older documents) changes it: the same note writes nothing. */
export function changesStaffNote(stored: unknown, next: string | null): boolean {
  return (typeof stored === 'string' ? stored : null) !== next;
}
