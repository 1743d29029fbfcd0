import type { Page } from 'playwright-core';

/**
 * A small real JPEG drawn on a canvas in the page (a colour and the file's name), as the file a file input takes
 * (setInputFiles): what a phone's camera would give, without fixtures on disk.
 */
export async function drawnPhoto(page: Page, name: string, color: string) {
  const base64 = await page.evaluate(
    async ({ color, word }) => {
      const canvas = document.createElement('canvas');
      canvas.width = 640;
      canvas.height = 480;
      const context = canvas.getContext('2d')!;
      context.fillStyle = color;
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.fillStyle = '#ffffff';
      context.font = 'bold 72px sans-serif';
      context.fillText(word, 40, 260);
      const blob = await new Promise<Blob>((resolveBlob) => canvas.toBlob((made) => resolveBlob(made!), 'image/jpeg', 0.85));
      let binary = '';
      for (const byte of new Uint8Array(await blob.arrayBuffer())) binary += String.fromCharCode(byte);
      return btoa(binary);
    },
    { color, word: name.split('.')[0] ?? name },
  );
  return { name, mimeType: 'image/jpeg', buffer: Buffer.from(base64, 'base64') };
}

/** For each image the selector matches: whether it has loaded with real pixels (naturalWidth > 0). */
export async function imagesLoaded(page: Page, selector: string): Promise<boolean[]> {
  return page
    .locator(selector)
    .evaluateAll((images) => (images as HTMLImageElement[]).map((image) => image.complete && image.naturalWidth > 0));
}
