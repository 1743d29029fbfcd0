import { describe, expect, it } from 'vitest';
import { HERO_COPY_PATHS, IMAGE_STORAGE_FOLDER, INQUIRY_PHOTO_FOLDER, REVIEW_PHOTO_FOLDER, REVIEWS_COLLECTION } from '@/config/collections';
import { IMAGE_FILE_NAME_MAX, IMAGE_LIMITS, INQUIRY_PHOTO_LIMITS, REVIEW_PHOTO_LIMITS } from '@/config/limits';
import { INQUIRY_PHOTO_EXTENSIONS, inquiryPhotoPath } from '@/domain/inquiry-photos';
import { reviewPhotoPath } from '@/domain/reviews';
import { storageNames } from '@/domain/storage-names';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * storage.rules, checked without the Storage emulator (which needs Java 21: tests/emulator-storage/ runs the
 * rules for real where it exists). Reads the rules' text and checks every clause the hardening asked for against
 * the app's own names and limits, so deleting or loosening a rule fails here on every machine:
 * get but no list, the four image types, a minimum and a per-kind maximum size, the exact name shapes.
 */
const rulesText = readFileSync(resolve(import.meta.dirname, '../../storage.rules'), 'utf8');
/** The rules without comments. */
const rules = rulesText.replace(/\/\/.*$/gm, '');

/** The expression a rules function returns (`function name(args) { return EXPR; }`). */
function functionBody(name: string): string {
  const match = new RegExp(`function\\s+${name}\\s*\\([^)]*\\)\\s*\\{\\s*return\\s+([\\s\\S]*?);\\s*\\}`).exec(rules);
  if (!match?.[1]) throw new Error(`storage.rules has no function ${name}`);
  return match[1].replace(/\s+/g, ' ');
}

/** The regular expression a name function passes to matches(), as a JS RegExp (rules' matches() is a full match). */
function namePattern(name: string): RegExp {
  const match = /\.matches\('([^']+)'\)/.exec(functionBody(name));
  if (!match?.[1]) throw new Error(`${name} does not call matches('...')`);
  return new RegExp(`^(?:${match[1]})$`, 'u');
}

/** A size expression like `2 * 1024 * 1024` (numbers and * only). */
function evaluateProduct(expression: string): number {
  if (!/^[\d\s*]+$/.test(expression)) throw new Error(`not a product of numbers: ${expression}`);
  return expression.split('*').reduce((product, factor) => product * Number(factor.trim()), 1);
}

/** The block of `match /{folder}/{...}`: its wildcards, then its allow statements. */
function folderBlock(folder: string): string {
  const match = new RegExp(`match\\s+/${folder}/((?:\\{[^}]*\\}/?)+)\\s*\\{([^}]*)\\}`).exec(rules);
  if (!match?.[2]) throw new Error(`storage.rules has no match /${folder}/{...} block`);
  return `${match[1]}\n${match[2]}`;
}

const imagesBlock = () => folderBlock(IMAGE_STORAGE_FOLDER);
const inquiriesBlock = () => folderBlock(INQUIRY_PHOTO_FOLDER);

/** The allow statements of a block: methods and condition. */
function allowsOf(block: string) {
  return [...block.matchAll(/allow\s+([\w\s,]+?)\s*:\s*if\s+([^;]+);/g)].map(([, methods, condition]) => ({
    methods: methods!.split(',').map((method) => method.trim()),
    condition: condition!.trim(),
  }));
}

/** The value a one-line mirrored function returns (`function name() { return VALUE; }`). */
function mirroredValue(name: string): string {
  const match = new RegExp(`function ${name}\\(\\) \\{ return (.+?); \\}`).exec(rules);
  if (!match?.[1]) throw new Error(`storage.rules has no function ${name}() { return ...; }`);
  return match[1];
}

/** What the rules make of a file name: display, thumbnail or refused. */
function kindOf(fileName: string): 'display' | 'thumbnail' | null {
  const thumbnail = namePattern('isThumbnailName').test(fileName);
  if (thumbnail) return 'thumbnail';
  return namePattern('isDisplayName').test(fileName) && functionBody('isDisplayName').includes('!isThumbnailName(fileName)')
    ? 'display'
    : null;
}

const TIMESTAMP = 1_717_200_000_000;

describe('storage.rules (text checks that run without the Storage emulator)', () => {
  it('matches one file name in the folder (no sub-folders, no recursive wildcard)', () => {
    expect(imagesBlock()).toMatch(/^\{fileName\}/);
    expect(rules).not.toMatch(/=\*\*\}/);
    // The bucket, constructionImages, site/hero, inquiries/{inquiryId} and reviews/{reviewId}: nothing else is allowed.
    expect(rules.match(/\bmatch\s+\//g)).toHaveLength(5);
  });

  it('allows a public get of a file but never a list of the folder', () => {
    const allows = allowsOf(imagesBlock());
    expect(allows.flatMap((allow) => allow.methods).sort()).toEqual(['create', 'delete', 'get']);
    expect(allows.find((allow) => allow.methods.includes('get'))?.condition).toBe('true');
    expect(allows.find((allow) => allow.methods.includes('create'))?.condition).toBe('isAdmin() && isImageUpload(fileName)');
    expect(allows.find((allow) => allow.methods.includes('delete'))?.condition).toBe('isAdmin()');
    expect(imagesBlock()).not.toMatch(/allow\s+[^:]*\b(read|list|write|update)\b/);
    // Nowhere a broad read or write, nor an update (no upload ever replaces a file).
    expect(rules).not.toMatch(/allow\s+[^:]*\b(read|write|update)\b/);
  });

  it('accepts exactly JPEG, PNG, WebP and AVIF (no SVG, no pattern that lets made-up subtypes in)', () => {
    const body = functionBody('isImageType');
    const list = /^request\.resource\.contentType in \[([^\]]*)\]$/.exec(body);
    expect(list, `isImageType must be "request.resource.contentType in [...]", is: ${body}`).not.toBeNull();
    const types = [...list![1]!.matchAll(/'([^']*)'/g)].map(([, type]) => type).sort();
    expect(types).toEqual(['image/avif', 'image/jpeg', 'image/png', 'image/webp']);
    expect(rules).not.toMatch(/contentType\.matches/);
  });

  it('requires a size above zero and the per-kind maximum of src/config/limits.ts', () => {
    expect(functionBody('hasSize')).toBe('request.resource.size > 0 && request.resource.size <= maxBytes');
    const upload = functionBody('isImageUpload');
    expect(upload.startsWith('isImageType() && ')).toBe(true);
    const display = /isDisplayName\(fileName\) && hasSize\(([^)]+)\)/.exec(upload);
    const thumbnail = /isThumbnailName\(fileName\) && hasSize\(([^)]+)\)/.exec(upload);
    expect(display && thumbnail, `isImageUpload must size-check both kinds: ${upload}`).toBeTruthy();
    expect(evaluateProduct(display![1]!)).toBe(IMAGE_LIMITS.displayMaxBytes);
    expect(evaluateProduct(thumbnail![1]!)).toBe(IMAGE_LIMITS.thumbnailMaxBytes);
    expect(IMAGE_LIMITS.thumbnailMaxBytes).toBeLessThan(IMAGE_LIMITS.displayMaxBytes);
  });

  it('accepts the names the app gives a display file and its thumbnail, each as its own kind', () => {
    const originals = [
      'roof.jpg',
      '지붕 공사 (1).HEIC',
      'thumb-roof.webp',
      'a/b\\c.png',
      `${'긴'.repeat(300)}.jpeg`,
      '  ',
      'x\ny.jpg',
      '😀'.repeat(120),
    ];
    for (const original of originals) {
      for (const type of ['image/webp', 'image/jpeg', 'image/png', 'image/avif']) {
        const names = storageNames(TIMESTAMP, original, { display: type, thumbnail: type });
        expect(kindOf(names.fileName), `${JSON.stringify(original)} → ${names.fileName}`).toBe('display');
        expect(kindOf(names.thumbnailFileName), `${JSON.stringify(original)} → ${names.thumbnailFileName}`).toBe('thumbnail');
      }
    }
  });

  it('refuses any other name: no timestamp, a short timestamp, no name, an over-long name, another extension', () => {
    const longest = 'n'.repeat(IMAGE_FILE_NAME_MAX);
    expect(kindOf(`${TIMESTAMP}-${longest}`)).toBe('display');
    expect(kindOf(`${TIMESTAMP}-${longest}n`)).toBeNull();
    expect(kindOf(`${TIMESTAMP}-thumb-${longest}.webp`)).toBe('thumbnail');
    for (const name of [
      'roof.jpg',
      '2-roof.jpg',
      '2-thumb-roof.webp',
      `${TIMESTAMP}-thumb-${longest}n.webp`,
      `${TIMESTAMP}-`,
      `${TIMESTAMP}roof.jpg`,
      `x${TIMESTAMP}-roof.jpg`,
      `${TIMESTAMP}-a\nb`,
    ]) {
      expect(kindOf(name), name).toBeNull();
    }
    // Only the four thumbnail extensions make a thumbnail; any other name after the timestamp is a display file.
    expect(kindOf(`${TIMESTAMP}-thumb-roof.gif`)).toBe('display');
  });
});

describe("storage.rules: a visitor's inquiry photos (text checks)", () => {
  const photoName = (name: string) =>
    new RegExp(`^(?:${/\.matches\('([^']+)'\)/.exec(functionBody('isInquiryPhotoName'))?.[1]})$`, 'u').test(name);

  it('matches inquiries/{inquiryId}/{fileName}: one file in the folder of one inquiry', () => {
    expect(inquiriesBlock()).toMatch(/^\{inquiryId\}\/\{fileName\}\n/);
  });

  it('lets anyone create a photo only through isInquiryPhotoUpload; only admins get, list or delete; no update', () => {
    const allows = allowsOf(inquiriesBlock());
    expect(allows).toEqual([
      { methods: ['create'], condition: 'isInquiryPhotoUpload(inquiryId, fileName)' },
      { methods: ['get', 'list', 'delete'], condition: 'isAdmin()' },
    ]);
  });

  it('accepts exactly the names the app gives photos 1 to maxFiles, for each type', () => {
    for (let n = 1; n <= INQUIRY_PHOTO_LIMITS.maxFiles; n += 1) {
      for (const type of Object.keys(INQUIRY_PHOTO_EXTENSIONS) as (keyof typeof INQUIRY_PHOTO_EXTENSIONS)[]) {
        const path = inquiryPhotoPath('inq-1', n, type);
        expect(path.startsWith(`${INQUIRY_PHOTO_FOLDER}/inq-1/`)).toBe(true);
        expect(photoName(path.split('/').at(-1)!), path).toBe(true);
      }
    }
    for (const name of [
      'photo-0.jpg',
      'photo-6.jpg',
      'photo-10.jpg',
      'photo-1.gif',
      'photo-1.svg',
      'photo-1',
      'photo-1.jpg.html',
      'x-1.jpg',
      'photo-1.JPG',
    ]) {
      expect(photoName(name), name).toBe(false);
    }
  });

  it("requires the content type of the extension (the app's INQUIRY_PHOTO_EXTENSIONS), a size above zero and the mirrored maximum", () => {
    const typeCheck = functionBody('isInquiryPhotoType');
    const map = /\{([^}]*)\}\[fileName\.split\('\[\.\]'\)\[1\]\]$/.exec(typeCheck);
    expect(map, typeCheck).not.toBeNull();
    const pairs = Object.fromEntries([...map![1]!.matchAll(/'([^']+)':\s*'([^']+)'/g)].map(([, extension, type]) => [extension, type]));
    expect(pairs).toEqual(Object.fromEntries(Object.entries(INQUIRY_PHOTO_EXTENSIONS).map(([type, extension]) => [extension, type])));
    expect(typeCheck.startsWith('request.resource.contentType == {')).toBe(true);
    expect(evaluateProduct(mirroredValue('inquiryPhotoMaxBytes'))).toBe(INQUIRY_PHOTO_LIMITS.maxBytes);
    expect(functionBody('isInquiryPhotoUpload')).toBe(
      'isInquiryPhotoName(fileName) && isInquiryPhotoType(fileName) && hasSize(inquiryPhotoMaxBytes()) && ' +
        'firestore.exists(inquiryPath(inquiryId)) && isWithinInquiry(inquiryId, fileName)',
    );
  });

  it('reads the inquiry (cross-service) for the upload window and the photo count', () => {
    expect(Number(mirroredValue('inquiryPhotoWindowMinutes'))).toBe(INQUIRY_PHOTO_LIMITS.uploadWindowMinutes);
    expect(functionBody('inquiryPath')).toBe(`/databases/(default)/documents/${INQUIRY_PHOTO_FOLDER}/$(inquiryId)`);
    const within =
      /function isWithinInquiry\(inquiryId, fileName\) \{\s*let inquiry = firestore\.get\(inquiryPath\(inquiryId\)\)\.data;\s*return ([^;]+);/.exec(
        rules,
      );
    expect(within?.[1]?.replace(/\s+/g, ' ')).toBe(
      "request.time < inquiry.submittedAt + duration.value(inquiryPhotoWindowMinutes(), 'm') && photoNumber(fileName) <= inquiry.photoCount",
    );
    expect(functionBody('photoNumber')).toBe("int(fileName.split('[.]')[0].split('-')[1])");
  });
});

describe("storage.rules: the home page's picture at its stable addresses (text checks)", () => {
  it('anyone gets site/hero and site/hero-phone; nobody writes them (the functions copy them with the Admin SDK, past the rules)', () => {
    const block = folderBlock('site');
    expect(block).toMatch(/^\{copyName\}\n/);
    const allows = allowsOf(block);
    expect(allows).toHaveLength(1);
    expect(allows[0]?.methods).toEqual(['get']);
    const list = /^copyName in \[([^\]]*)\]$/.exec(allows[0]!.condition)?.[1] ?? '';
    const names = [...list.matchAll(/'([^']+)'/g)].map(([, name]) => `site/${name}`);
    expect(names.sort()).toEqual(Object.values(HERO_COPY_PATHS).sort());
  });
});

describe("storage.rules: a customer's review photos (text checks)", () => {
  const reviewsBlock = () => folderBlock(REVIEW_PHOTO_FOLDER);
  const photoName = (name: string) =>
    new RegExp(`^(?:${/\.matches\('([^']+)'\)/.exec(functionBody('isReviewPhotoName'))?.[1]})$`, 'u').test(name);

  it('matches reviews/{reviewId}/{fileName}: one file in the folder of one review', () => {
    expect(reviewsBlock()).toMatch(/^\{reviewId\}\/\{fileName\}\n/);
  });

  it('lets anyone create a photo only through isReviewPhotoUpload; anyone get one only of an approved review; only admins list or delete; no update', () => {
    expect(allowsOf(reviewsBlock())).toEqual([
      { methods: ['create'], condition: 'isReviewPhotoUpload(reviewId, fileName)' },
      { methods: ['get'], condition: 'isAdmin() || isApprovedReview(reviewId)' },
      { methods: ['list', 'delete'], condition: 'isAdmin()' },
    ]);
    expect(functionBody('isApprovedReview')).toBe(
      "firestore.exists(reviewPath(reviewId)) && firestore.get(reviewPath(reviewId)).data.status == 'approved'",
    );
  });

  it('accepts exactly the names the app gives photos 1 to maxFiles', () => {
    for (let n = 1; n <= REVIEW_PHOTO_LIMITS.maxFiles; n += 1) {
      const path = reviewPhotoPath('rev-1', n);
      expect(path.startsWith(`${REVIEW_PHOTO_FOLDER}/rev-1/`)).toBe(true);
      expect(photoName(path.split('/').at(-1)!), path).toBe(true);
    }
    for (const name of ['photo-0', 'photo-4', 'photo-10', 'photo-1.jpg', 'photo-', 'x-1', 'Photo-1'])
      expect(photoName(name), name).toBe(false);
  });

  it('requires an image type, a size above zero and the mirrored maximum, within the review', () => {
    const types = [...functionBody('isReviewPhotoType').matchAll(/'([^']*)'/g)].map(([, type]) => type).sort();
    expect(types).toEqual(['image/jpeg', 'image/png', 'image/webp']);
    expect(evaluateProduct(mirroredValue('reviewPhotoMaxBytes'))).toBe(REVIEW_PHOTO_LIMITS.maxBytes);
    expect(functionBody('isReviewPhotoUpload')).toBe(
      'isReviewPhotoName(fileName) && isReviewPhotoType() && hasSize(reviewPhotoMaxBytes()) && ' +
        'firestore.exists(reviewPath(reviewId)) && isWithinReview(reviewId, fileName)',
    );
  });

  it('reads the review (cross-service) for the upload window and the photo count', () => {
    expect(Number(mirroredValue('reviewPhotoWindowMinutes'))).toBe(REVIEW_PHOTO_LIMITS.uploadWindowMinutes);
    expect(functionBody('reviewPath')).toBe(`/databases/(default)/documents/${REVIEWS_COLLECTION}/$(reviewId)`);
    const within =
      /function isWithinReview\(reviewId, fileName\) \{\s*let review = firestore\.get\(reviewPath\(reviewId\)\)\.data;\s*return ([^;]+);/.exec(
        rules,
      );
    expect(within?.[1]?.replace(/\s+/g, ' ')).toBe(
      "request.time < review.createdAt + duration.value(reviewPhotoWindowMinutes(), 'm') && int(fileName.split('-')[1]) <= review.photoCount",
    );
  });
});
