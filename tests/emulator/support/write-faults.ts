/**
 * Fault injection for the Firebase adapter's document writes. The adapter writes through Firestore Lite, which
 * sends every commit as a fetch() POST to ...documents:commit. While armed, the next commit that writes a
 * constructionImages document is answered with 403 PERMISSION_DENIED (as a security rule would), once.
 */
let armed = 0;
let installed = false;

export function armImageWriteFault(): void {
  armed += 1;
}

export function disarmWriteFaults(): void {
  armed = 0;
}

function writesImage(body: unknown): boolean {
  return typeof body === 'string' && body.includes('/documents/constructionImages/') && body.includes('"writes"');
}

export function installWriteFaults(): void {
  if (installed) return;
  installed = true;
  const realFetch = globalThis.fetch.bind(globalThis);
  globalThis.fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (armed > 0 && url.includes(':commit') && writesImage(init?.body)) {
      armed -= 1;
      const error = { error: { code: 403, message: 'injected fault: image write refused', status: 'PERMISSION_DENIED' } };
      return new Response(JSON.stringify(error), { status: 403, headers: { 'Content-Type': 'application/json' } });
    }
    return realFetch(input, init);
  };
}
