/**
 * Whether `id` can name a document: Firestore's rules for document ids, which the demo follows too. A non-empty
 * string without '/', not '.' or '..', not of the reserved form __...__, at most 1500 bytes of UTF-8.
 * An id that cannot name a document names none: getPhoto gives null, a write not-found, a cursor invalid-argument.
 */
const MAX_ID_BYTES = 1500;

export function isDocumentId(id: unknown): id is string {
  if (typeof id !== 'string' || id === '' || id === '.' || id === '..') return false;
  if (id.includes('/') || /^__.*__$/.test(id)) return false;
  return new TextEncoder().encode(id).length <= MAX_ID_BYTES;
}
