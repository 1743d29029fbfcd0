import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listenToNewInquiries, type NewInquiriesWindow } from '@/backend/firebase/new-inquiries-live';
import { changeSignal } from '@/backend/shared/change-signal';
import { MAX_QUERY_LIMIT } from '@/config/limits';
import { NEW_INQUIRIES_LIVE_WINDOW, NEW_INQUIRIES_RECOUNT_MS } from '@/config/timing';

/**
 * What the admin's live 신규 count asks of Firestore (the full SDK replaced by a recording double): one listener on a
 * window of NEW_INQUIRIES_LIVE_WINDOW documents and count queries, never a listener on every 신규 inquiry; so a
 * page load costs the window plus a count (one read per 1,000 counted), however many inquiries a flood brings.
 * The counts agree with the data on both adapters: the contract suite (inquiry-inbox.ts).
 */
const sdk = vi.hoisted(() => ({
  listeners: [] as { query: unknown; next: (snapshot: unknown) => void }[],
  counts: [] as unknown[],
  total: 0,
}));

vi.mock('@/backend/firebase/firestore-full', () => ({ fullFirestore: () => ({}) }));
vi.mock('firebase/firestore', () => ({
  collection: (_db: unknown, name: string) => ({ kind: 'collection', name }),
  where: (field: string, op: string, value: unknown) => ({ kind: 'where', field, op, value }),
  orderBy: (field: string, direction: string) => ({ kind: 'orderBy', field, direction }),
  limit: (value: number) => ({ kind: 'limit', value }),
  query: (base: { parts?: unknown[] }, ...parts: unknown[]) => ({ parts: [...(base.parts ?? [base]), ...parts] }),
  onSnapshot: (query: unknown, next: (snapshot: unknown) => void) => {
    sdk.listeners.push({ query, next });
    return () => {};
  },
  getCountFromServer: async (query: unknown) => {
    sdk.counts.push(query);
    return { data: () => ({ count: sdk.total }) };
  },
}));

const snapshotOf = (ids: string[]) => ({
  docs: ids.map((id) => ({ id, data: () => ({ name: id, phone: '010-1234-5678', status: '신규', submittedAt: null }) })),
});

beforeEach(() => {
  sdk.listeners = [];
  sdk.counts = [];
  sdk.total = 0;
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('the live 신규 count on Firebase', () => {
  it('listens to a small window and counts with a count query: bounded reads for any number of inquiries', async () => {
    const updates: NewInquiriesWindow[] = [];
    const recount = changeSignal();
    const stop = listenToNewInquiries(
      {} as never,
      (update) => updates.push(update),
      (error) => {
        throw error;
      },
      recount,
    );

    expect(sdk.listeners).toHaveLength(1);
    expect(sdk.listeners[0]?.query).toEqual({
      parts: [
        { kind: 'collection', name: 'inquiries' },
        { kind: 'where', field: 'status', op: '==', value: '신규' },
        { kind: 'orderBy', field: 'submittedAt', direction: 'desc' },
        { kind: 'limit', value: NEW_INQUIRIES_LIVE_WINDOW },
      ],
    });

    // A flood: 4,800 신규 inquiries, of which the listener holds the newest few.
    sdk.total = 4800;
    sdk.listeners[0]?.next(snapshotOf(Array.from({ length: NEW_INQUIRIES_LIVE_WINDOW }, (_, n) => `inq-${n}`)));
    await vi.waitFor(() => expect(updates.at(-1)?.count).toBe(4800));
    expect(updates.at(-1)?.newest).toHaveLength(NEW_INQUIRIES_LIVE_WINDOW);
    expect(sdk.counts).toEqual([
      {
        parts: [
          { kind: 'collection', name: 'inquiries' },
          { kind: 'where', field: 'status', op: '==', value: '신규' },
          { kind: 'limit', value: MAX_QUERY_LIMIT },
        ],
      },
    ]);

    // This admin's own write, and time passing (another phone's change to an older inquiry), count again.
    sdk.total = 4799;
    recount.notify();
    await vi.waitFor(() => expect(updates.at(-1)?.count).toBe(4799));
    sdk.total = 4798;
    await vi.advanceTimersByTimeAsync(NEW_INQUIRIES_RECOUNT_MS);
    await vi.waitFor(() => expect(updates.at(-1)?.count).toBe(4798));
    expect(sdk.counts).toHaveLength(3);
    stop();
    recount.notify();
    await vi.advanceTimersByTimeAsync(NEW_INQUIRIES_RECOUNT_MS);
    expect(sdk.counts).toHaveLength(3);
  });

  it('asks one count at a time: changes while a count is running fold into one more', async () => {
    const recount = changeSignal();
    listenToNewInquiries(
      {} as never,
      () => {},
      () => {},
      recount,
    );
    for (let n = 0; n < 20; n += 1) sdk.listeners[0]?.next(snapshotOf([`inq-${n}`]));
    await vi.waitFor(() => expect(sdk.counts.length).toBe(2));
    await vi.advanceTimersByTimeAsync(0);
    expect(sdk.counts).toHaveLength(2);
  });
});
