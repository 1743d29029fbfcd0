// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALERT_SLOTS_COLLECTION, DIGEST_ITEMS_COLLECTION, recipientKey } from '../../src/alerts/alert-rate.js';

/** The rate limit's bookkeeping: server only, cleaned by TTL policies, the digest's query indexed. */
const read = (file: string) => readFileSync(resolve(import.meta.dirname, '../../..', file), 'utf8');

describe('alert rate limit', () => {
  it('no client reads or writes the slots and folded inquiries (firestore.rules)', () => {
    const rules = read('firestore.rules');
    for (const collection of [ALERT_SLOTS_COLLECTION, DIGEST_ITEMS_COLLECTION]) {
      expect(rules).toMatch(new RegExp(`match /${collection}/\\{\\w+\\} \\{\\s+allow read, write: if false;\\s+\\}`));
    }
  });

  it('TTL policies remove old slots and folded inquiries; the digest query has its index', () => {
    const indexes = JSON.parse(read('firestore.indexes.json')) as {
      indexes: { collectionGroup: string; fields: { fieldPath: string; order: string }[] }[];
      fieldOverrides: { collectionGroup: string; fieldPath: string; ttl?: boolean }[];
    };
    for (const collectionGroup of [ALERT_SLOTS_COLLECTION, DIGEST_ITEMS_COLLECTION]) {
      expect(indexes.fieldOverrides).toContainEqual(expect.objectContaining({ collectionGroup, fieldPath: 'expireAt', ttl: true }));
    }
    expect(indexes.indexes).toContainEqual({
      collectionGroup: DIGEST_ITEMS_COLLECTION,
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'recipientKey', order: 'ASCENDING' },
        { fieldPath: 'receivedAt', order: 'ASCENDING' },
      ],
    });
  });

  it('names a recipient by a hash of the address (the same whatever the case), never the address itself', () => {
    expect(recipientKey('Boss@Example.com')).toBe(recipientKey('boss@example.com'));
    expect(recipientKey('boss@example.com')).toMatch(/^[0-9a-f]{32}$/);
    expect(recipientKey('boss@example.com')).not.toBe(recipientKey('office@example.com'));
  });
});
