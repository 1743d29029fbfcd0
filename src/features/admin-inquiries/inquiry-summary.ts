/** Characters of an inquiry's message shown in the list's content column. */
export const INQUIRY_SUMMARY_LENGTH = 40;

/** The message on one line, cut to `max` characters with an ellipsis. */
export function summarizeMessage(message: string, max: number = INQUIRY_SUMMARY_LENGTH): string {
  const oneLine = message.replace(/\s+/g, ' ').trim();
  const chars = Array.from(oneLine);
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}…` : oneLine;
}
