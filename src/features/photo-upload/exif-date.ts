/**
 * The shooting date of a photo, from its EXIF data (DateTimeOriginal), read in the browser at upload (stored as
 * takenAt). Only the first EXIF_READ_BYTES of the file are read: a JPEG's EXIF block (APP1) comes right after its
 * start and is at most 64 KB. exifreader (about 40 KB gzip) is imported here, on the first upload only.
 */
export const EXIF_READ_BYTES = 128 * 1024;

/** "2024:05:03 14:05:00", optionally with fractions or a zone, as cameras write DateTimeOriginal. */
const EXIF_DATE = /^(\d{4}):(\d{2}):(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/;
/** "+09:00" or "-05:00": OffsetTimeOriginal (EXIF 2.31), when the camera wrote one. */
const EXIF_OFFSET = /^([+-])(\d{2}):(\d{2})$/;
/** A camera whose clock was never set writes 0000:00:00 or its factory year: nothing before this is a real date. */
const EARLIEST_YEAR = 1970;

/**
 * The moment an EXIF date names: in the zone of `offset` when given, else in the browser's (the staff's phone is
 * in the company's zone). Null when the text is not a date, is before 1970, or lies after `now` (a camera with a
 * wrong clock: firestore.rules refuse a takenAt in the future, and no date beats a wrong one).
 */
export function parseExifDate(text: string | undefined, offset: string | undefined, now: Date): Date | null {
  const match = text ? EXIF_DATE.exec(text.trim()) : null;
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [number, number, number, number, number, number];
  if (year < EARLIEST_YEAR || month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) return null;
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  // 2024:02:31 would roll over into March: not a date.
  if (new Date(wall).getUTCDate() !== day) return null;
  const zone = offset ? EXIF_OFFSET.exec(offset.trim()) : null;
  const date = zone
    ? new Date(wall - (zone[1] === '-' ? -1 : 1) * (Number(zone[2]) * 60 + Number(zone[3])) * 60_000)
    : new Date(year, month - 1, day, hour, minute, second);
  if (Number.isNaN(date.getTime()) || date.getTime() > now.getTime()) return null;
  return date;
}

function tagText(tag: { description?: unknown } | undefined): string | undefined {
  return typeof tag?.description === 'string' ? tag.description : undefined;
}

/** The photo's shooting date, or null when it has none (no EXIF, a PNG, a screenshot) or it cannot be read. */
export async function readTakenAt(file: Blob, now: Date = new Date()): Promise<Date | null> {
  try {
    const head = await file.slice(0, EXIF_READ_BYTES).arrayBuffer();
    const { load } = await import('exifreader');
    const tags = load(head);
    return parseExifDate(tagText(tags.DateTimeOriginal), tagText(tags.OffsetTimeOriginal), now);
  } catch {
    // A file exifreader cannot parse (or a browser that cannot read it) simply has no date: the upload goes on
    // without one, as for a PNG or a screenshot. Nothing to report.
    return null;
  }
}
