/**
 * A small JPEG built byte by byte, with an EXIF block (APP1) carrying DateTimeOriginal and, when given,
 * OffsetTimeOriginal, followed by `padding` bytes of (fake) image data: what a phone camera writes, in miniature.
 */
export function jpegWithExifDate(
  dateTimeOriginal: string | null,
  options: { offset?: string; padding?: number } = {},
): Uint8Array<ArrayBuffer> {
  const bytes: number[] = [0xff, 0xd8]; // SOI
  if (dateTimeOriginal !== null) bytes.push(...app1Exif(dateTimeOriginal, options.offset));
  // A comment segment and a scan standing in for the picture (the reader must not need them).
  const padding = options.padding ?? 0;
  const scan = [0xff, 0xda, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3f, 0x00];
  bytes.push(...segment(0xfe, ascii('made by a test')), ...scan);
  const body = new Uint8Array(bytes.length + padding + 2);
  body.set(bytes);
  body.fill(0x55, bytes.length, bytes.length + padding);
  body.set([0xff, 0xd9], bytes.length + padding); // EOI
  return body;
}

/**
 * A real JPEG (a canvas's, say) with an EXIF block carrying DateTimeOriginal put right after its start: what a phone
 * camera's photo has, for a browser that must also decode the picture.
 */
export function withExifDate(jpeg: Uint8Array, dateTimeOriginal: string): Buffer {
  if (jpeg[0] !== 0xff || jpeg[1] !== 0xd8) throw new Error('withExifDate: not a JPEG');
  return Buffer.concat([jpeg.subarray(0, 2), Uint8Array.from(app1Exif(dateTimeOriginal)), jpeg.subarray(2)]);
}

function ascii(text: string): number[] {
  return [...text].map((char) => char.charCodeAt(0));
}

function segment(marker: number, payload: number[]): number[] {
  const length = payload.length + 2;
  return [0xff, marker, length >> 8, length & 0xff, ...payload];
}

const u16 = (value: number) => [value & 0xff, value >> 8];
const u32 = (value: number) => [value & 0xff, (value >> 8) & 0xff, (value >> 16) & 0xff, value >>> 24];

/** An IFD entry pointing at data `at` bytes into the TIFF block (little-endian). */
function entry(tag: number, type: number, count: number, valueOrOffset: number): number[] {
  return [...u16(tag), ...u16(type), ...u32(count), ...u32(valueOrOffset)];
}

/** "Exif\0\0" + a little-endian TIFF block: IFD0 → Exif IFD with the date tags. */
function app1Exif(dateTimeOriginal: string, offset?: string): number[] {
  const ASCII = 2;
  const LONG = 4;
  const date = [...ascii(dateTimeOriginal), 0];
  const zone = offset ? [...ascii(offset), 0] : null;
  const ifd0At = 8;
  const exifIfdAt = ifd0At + 2 + 12 + 4;
  const entries = zone ? 2 : 1;
  const dataAt = exifIfdAt + 2 + entries * 12 + 4;
  const tiff = [
    0x49,
    0x49,
    0x2a,
    0x00,
    ...u32(ifd0At), // "II", 42, IFD0 offset
    ...u16(1),
    ...entry(0x8769, LONG, 1, exifIfdAt),
    ...u32(0), // IFD0: ExifIFDPointer
    ...u16(entries),
    ...entry(0x9003, ASCII, date.length, dataAt), // DateTimeOriginal
    ...(zone ? entry(0x9011, ASCII, zone.length, dataAt + date.length) : []), // OffsetTimeOriginal
    ...u32(0),
    ...date,
    ...(zone ?? []),
  ];
  return segment(0xe1, [...ascii('Exif'), 0, 0, ...tiff]);
}
