/**
 * uploadedAt is a timestamp; a text field named `date` is a fallback on read.
 * Adapters pass the raw uploadedAt (already a Date or null) and the raw `date` value.
 */
export function readUploadedAt(uploadedAt: Date | null | undefined, legacyDate: unknown): Date | null {
  if (uploadedAt instanceof Date && !Number.isNaN(uploadedAt.getTime())) return uploadedAt;
  if (typeof legacyDate === 'string' && legacyDate.trim() !== '') {
    const text = legacyDate.trim();
    // "2019-05-03", "2019.05.03", "2019/5/3" and full ISO strings.
    const match = /^(\d{4})[-./](\d{1,2})[-./](\d{1,2})/.exec(text);
    const parsed = match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : new Date(text);
    if (!Number.isNaN(parsed.getTime())) return parsed;
  }
  return null;
}
