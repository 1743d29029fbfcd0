/** Hands a file the app made to the browser's download (the office's CSV export). */
export function downloadFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns: let it live a moment.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
