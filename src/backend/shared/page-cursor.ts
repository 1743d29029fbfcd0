import { BackendError } from '@/domain/errors';
import type { Page, PageCursor } from '@/domain/paging';
import { isDocumentId } from './document-ids';
import { backendMessages } from './messages';

/**
 * The encoding both adapters give their page cursors: base64url of JSON { list, at, id }, where `list` names the
 * list and its filter, `at` is the stored value of the order field in whatever exact form the adapter keeps it
 * (Firestore: seconds and nanoseconds), and `id` the document. Nothing outside the adapter reads it; carrying the
 * exact stored time means no adapter has to look a position up again.
 */
interface CursorBody<A> {
  list: string;
  at: A;
  id: string;
}

function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(value: string): string {
  const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

export function encodeCursor<A>(list: string, at: A, id: string): PageCursor {
  return toBase64Url(JSON.stringify({ list, at, id } satisfies CursorBody<A>)) as PageCursor;
}

/**
 * The stored time and id a cursor of `list` holds; BackendError invalid-argument when it is not such a cursor
 * (malformed, another list's or another filter's, or a time `isTime` refuses).
 */
export function decodeCursor<A>(cursor: unknown, list: string, isTime: (at: unknown) => at is A): { at: A; id: string } {
  let body: Partial<CursorBody<unknown>> | null = null;
  try {
    body = typeof cursor === 'string' ? (JSON.parse(fromBase64Url(cursor)) as Partial<CursorBody<unknown>>) : null;
  } catch {
    body = null;
  }
  if (!body || typeof body !== 'object' || body.list !== list || !isTime(body.at) || !isDocumentId(body.id)) {
    throw new BackendError('invalid-argument', backendMessages.invalidCursor(cursor));
  }
  return { at: body.at, id: body.id };
}

/** The cursors of a page's first and last item. */
export function pageCursors<R>(items: R[], cursorOf: (item: R) => PageCursor): Pick<Page<R>, 'startCursor' | 'endCursor'> {
  const [first, last] = [items[0], items.at(-1)];
  return { startCursor: first === undefined ? null : cursorOf(first), endCursor: last === undefined ? null : cursorOf(last) };
}
