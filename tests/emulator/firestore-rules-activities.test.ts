import {
  Timestamp,
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  updateDoc,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { COLLECTIONS } from '@/config/collections';
import { ACTIVITY_LIMITS, IMAGE_TITLE_MAX, INQUIRY_LIMITS, NEW_INQUIRY_ACTIVITY_WINDOW_MINUTES } from '@/config/limits';
import { activityDrafts, type ActivityDraft } from '@/domain/activity';
import { ADMIN_UID, assertFails, assertSucceeds, clientTime, describe, it, setUpRulesEnvironment, USER_UID } from './support/rules-env';
import { DAY_MS, activityFields, inquiryActivity, newInquiry } from './support/rules-fixtures';

/**
 * firestore.rules for activities: anyone adds the one new_inquiry activity of a new inquiry (its id is the
 * inquiry's id); admins read (with a limit), add the other types (each with its exact details) and delete; nobody edits.
 */
const rules = setUpRulesEnvironment();
const activities = (db: Firestore) => collection(db, COLLECTIONS.activities);
const activity = (db: Firestore, id: string) => doc(db, COLLECTIONS.activities, id);
const act1 = (db: Firestore) => activity(db, 'act-1');
/** The new_inquiry activity of inq-1, where it belongs: activities/inq-1. */
const noticeOfInq1 = (db: Firestore, overrides: DocumentData = {}) => setDoc(activity(db, 'inq-1'), inquiryActivity(overrides));

/** An admin activity of `draft` with other details. */
const withDetails = (draft: ActivityDraft, details: unknown) => activityFields({ ...draft, details: details as Record<string, unknown> });

describe('activities', () => {
  it('anyone creates the new_inquiry activity of an existing inquiry', async () => {
    await assertSucceeds(noticeOfInq1(rules.as.anonymous));
    await rules.seed((db) => deleteDoc(activity(db, 'inq-1')));
    await assertSucceeds(noticeOfInq1(rules.as.admin));
  });

  it('refuses a new_inquiry activity that does not match a real inquiry or the expected shape', async () => {
    const db = rules.as.anonymous;
    const unknown = activityDrafts.newInquiry('no-such-inquiry', '홍길동', 'hong@example.com');
    await assertFails(setDoc(activity(db, 'no-such-inquiry'), activityFields(unknown)));
    await assertFails(noticeOfInq1(db, { details: { inquiryName: '다른 사람', inquiryEmail: 'hong@example.com' } }));
    await assertFails(noticeOfInq1(db, { details: { inquiryName: '홍길동', inquiryEmail: 'hong@example.com', extra: 1 } }));
    await assertFails(noticeOfInq1(db, { text: '관리자님, 이 링크를 눌러 주세요.' }));
    await assertFails(noticeOfInq1(db, { userId: USER_UID }));
    await assertFails(noticeOfInq1(db, { timestamp: clientTime() }));
    await assertFails(noticeOfInq1(db, { expireAt: Timestamp.fromMillis(Date.now() + 30 * DAY_MS) }));
    await assertFails(noticeOfInq1(db, { expireAt: Timestamp.fromMillis(Date.now() + 365 * DAY_MS) }));
    await assertFails(noticeOfInq1(db, { extra: true }));
  });

  it('only admins create the other types, in their own name', async () => {
    const draft = activityDrafts.imageUpload('img-1', '지붕 공사', ADMIN_UID);
    await assertFails(addDoc(activities(rules.as.anonymous), activityFields(draft)));
    await assertFails(addDoc(activities(rules.as.user), activityFields({ ...draft, userId: USER_UID })));
    await assertSucceeds(addDoc(activities(rules.as.admin), activityFields(draft)));
    await assertSucceeds(addDoc(activities(rules.as.admin), activityFields(activityDrafts.inquiryDelete('inq-1', '홍길동', ADMIN_UID))));
    await assertFails(addDoc(activities(rules.as.admin), activityFields({ ...draft, userId: 'someone-else' })));
    await assertFails(addDoc(activities(rules.as.admin), activityFields(draft, { type: 'password_reset' })));
    await assertFails(addDoc(activities(rules.as.admin), activityFields(draft, { timestamp: clientTime() })));
  });

  it('only admins read them, and a list needs a limit of at most 50', async () => {
    const latest = (db: Firestore, count?: number) =>
      getDocs(
        count === undefined
          ? query(activities(db), orderBy('timestamp', 'desc'))
          : query(activities(db), orderBy('timestamp', 'desc'), limit(count)),
      );
    await assertSucceeds(latest(rules.as.admin, 5));
    await assertSucceeds(latest(rules.as.admin, 50));
    await assertFails(latest(rules.as.admin, 51));
    await assertFails(latest(rules.as.admin));
    await assertSucceeds(getDoc(act1(rules.as.admin)));
    for (const db of [rules.as.anonymous, rules.as.user]) {
      await assertFails(latest(db, 5));
      await assertFails(getDoc(act1(db)));
    }
  });

  it('nobody edits the log; only admins delete from it', async () => {
    for (const db of [rules.as.anonymous, rules.as.user, rules.as.admin]) {
      await assertFails(updateDoc(act1(db), { text: '바뀐 기록' }));
    }
    for (const db of [rules.as.anonymous, rules.as.user]) await assertFails(deleteDoc(act1(db)));
    await assertSucceeds(deleteDoc(act1(rules.as.admin)));
  });
});

describe('one new_inquiry activity per inquiry (4)', () => {
  it('is named after the inquiry: an automatic or another id is refused', async () => {
    const db = rules.as.anonymous;
    await assertFails(addDoc(activities(db), inquiryActivity()));
    await assertFails(setDoc(activity(db, 'inq-1-again'), inquiryActivity()));
    await assertFails(setDoc(activity(db, 'act-2'), inquiryActivity()));
    await assertSucceeds(noticeOfInq1(db));
  });

  it('cannot be replayed: a second write of the same activity is refused, for anyone', async () => {
    await assertSucceeds(noticeOfInq1(rules.as.anonymous));
    for (const db of [rules.as.anonymous, rules.as.user, rules.as.admin]) {
      await assertFails(noticeOfInq1(db));
      await assertFails(addDoc(activities(db), inquiryActivity()));
    }
  });

  it(`is only for an inquiry received in the last ${NEW_INQUIRY_ACTIVITY_WINDOW_MINUTES} minutes (no replay after the notice expired)`, async () => {
    const receivedAt = Timestamp.fromMillis(Date.now() - (NEW_INQUIRY_ACTIVITY_WINDOW_MINUTES + 1) * 60_000);
    await rules.seed((db) =>
      setDoc(doc(db, COLLECTIONS.inquiries, 'inq-old'), newInquiry({ submittedAt: receivedAt, privacyConsentAt: receivedAt })),
    );
    const old = activityDrafts.newInquiry('inq-old', '홍길동', 'hong@example.com');
    await assertFails(setDoc(activity(rules.as.anonymous, 'inq-old'), activityFields(old)));
  });

  it('follows a real submission: the inquiry, then its activity, by a visitor', async () => {
    const db = rules.as.anonymous;
    const created = await addDoc(collection(db, COLLECTIONS.inquiries), newInquiry({ name: '김민수', email: null }));
    const draft = activityDrafts.newInquiry(created.id, '김민수', null);
    await assertSucceeds(setDoc(activity(db, created.id), activityFields(draft)));
    await assertFails(setDoc(activity(db, created.id), activityFields(draft)));
  });
});

describe('activity details (6): each type has its exact shape', () => {
  const image = 'img-1';
  const drafts: Record<string, ActivityDraft> = {
    image_upload: activityDrafts.imageUpload(image, '지붕 공사', ADMIN_UID),
    image_update: activityDrafts.imageUpdate(image, '지붕 공사', ADMIN_UID),
    'image_update (hero)': activityDrafts.imageHero(image, '지붕 공사', ADMIN_UID),
    image_delete: activityDrafts.imageDelete(image, '지붕 공사', ADMIN_UID),
    image_feature_toggle: activityDrafts.imageFeatureToggle(image, '지붕 공사', true, ADMIN_UID),
    'image_feature_toggle (off)': activityDrafts.imageFeatureToggle(image, '지붕 공사', false, ADMIN_UID),
    inquiry_status_change: activityDrafts.inquiryStatusChange('inq-1', '홍길동', '신규', '확인중', ADMIN_UID),
    inquiry_delete: activityDrafts.inquiryDelete('inq-1', '홍길동', ADMIN_UID),
  };

  it('accepts what activityDrafts writes for every admin type', async () => {
    for (const draft of Object.values(drafts)) await assertSucceeds(addDoc(activities(rules.as.admin), activityFields(draft)));
  });

  it('refuses a large or deep details map (a 400 KB map was accepted before)', async () => {
    const db = rules.as.admin;
    const draft = drafts.image_upload as ActivityDraft;
    const big = Object.fromEntries(Array.from({ length: 400 }, (_, index) => [`k${index}`, 'x'.repeat(1000)]));
    await assertFails(addDoc(activities(db), withDetails(draft, big)));
    await assertFails(addDoc(activities(db), withDetails(draft, { title: '지붕 공사', extra: 'x'.repeat(100) })));
    await assertFails(addDoc(activities(db), withDetails(draft, { title: { nested: { deep: true } } })));
    await assertFails(addDoc(activities(db), withDetails(draft, { title: 'x'.repeat(IMAGE_TITLE_MAX + 1) })));
    await assertFails(addDoc(activities(db), withDetails(draft, {})));
    await assertFails(addDoc(activities(db), withDetails(draft, ['지붕 공사'])));
    await assertFails(addDoc(activities(db), activityFields(draft, { text: 'x'.repeat(ACTIVITY_LIMITS.text + 1) })));
  });

  it("refuses another type's details, or wrong values", async () => {
    const db = rules.as.admin;
    const refused: [ActivityDraft | undefined, unknown][] = [
      [drafts.image_upload, { title: '지붕 공사', isFeatured: true }],
      [drafts.image_update, { title: '지붕 공사', isHeroImage: false }],
      [drafts.image_update, { title: '지붕 공사', isFeatured: true }],
      [drafts.image_delete, { inquiryName: '홍길동' }],
      [drafts.image_feature_toggle, { title: '지붕 공사' }],
      [drafts.image_feature_toggle, { title: '지붕 공사', isFeatured: 'yes' }],
      [drafts.inquiry_status_change, { inquiryName: '홍길동', from: '신규', to: '보류' }],
      [drafts.inquiry_status_change, { inquiryName: '홍길동', from: 'x'.repeat(ACTIVITY_LIMITS.status + 1), to: '확인중' }],
      [drafts.inquiry_status_change, { inquiryName: '홍길동', to: '확인중' }],
      [drafts.inquiry_delete, { inquiryName: 'x'.repeat(INQUIRY_LIMITS.name + 1) }],
      [drafts.inquiry_delete, { inquiryName: '홍길동', inquiryEmail: 'hong@example.com' }],
    ];
    for (const [draft, details] of refused) await assertFails(addDoc(activities(db), withDetails(draft as ActivityDraft, details)));
  });
});
