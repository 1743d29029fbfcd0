import { runnerImport, type Plugin } from 'vite';

/**
 * Fills the data-first-page-preload attribute of index.html's preload script: per route of
 * src/app/start-routes.ts, the route as a regular expression, the files its first page needs (its lazy chunk
 * with the chunks that one imports, and the backend adapter's when the page reads at once; minus what the
 * entry already loads) and the pictures it shows first. The script then preloads them for the URL's route
 * before the entry script has even downloaded; without it they wait for the entry to download and run.
 *
 * Only the attribute changes from build to build (chunk names carry hashes); the script's text does not, so
 * neither does its hash in the Content-Security-Policy (scripts/firebase/csp-hash.mjs).
 */
const ATTRIBUTE = /data-first-page-preload="[^"]*"/;

type StartRoutes = typeof import('../../src/app/start-routes.ts');
type StartRoute = StartRoutes['START_ROUTES'][number];
/** [route pattern as a regular expression, module files to preload, [picture, media query][]] */
type RoutePreload = [string, string[], [string, string][]];

interface ChunkInfo {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
}

/** The app's route data, read through Vite (it is app code, with the app's import style). */
async function loadStartRoutes(root: string): Promise<StartRoutes> {
  const { module } = await runnerImport<StartRoutes>('/src/app/start-routes.ts', { root, configFile: false, logLevel: 'silent' });
  return module;
}

/** A react-router pattern as a regular expression source (used case-insensitively; optional trailing slash). */
export function patternSource(pattern: string): string {
  const splat = pattern.endsWith('/*');
  const segments = (splat ? pattern.slice(0, -2) : pattern).replace(/\/$/, '').split('/');
  const body = segments.map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/');
  return `^${body}${splat ? '(?:/.*)?' : ''}/?$`;
}

/** JSON as an HTML attribute value (no raw quote, ampersand or angle bracket). */
function attributeJson(value: unknown): string {
  return JSON.stringify(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The chunk file and every chunk it imports statically, minus those in `skip`. */
function closure(chunks: Map<string, ChunkInfo>, start: ChunkInfo, skip: Set<string>): string[] {
  const files: string[] = [];
  const visit = (fileName: string) => {
    if (skip.has(fileName) || files.includes(fileName)) return;
    files.push(fileName);
    chunks.get(fileName)?.imports.forEach(visit);
  };
  visit(start.fileName);
  return files;
}

export function firstPagePreload(): Plugin {
  let base = '/';
  let root = process.cwd();
  let data: Promise<StartRoutes> | undefined;
  return {
    name: 'jy:first-page-preload',
    configResolved(config) {
      base = config.base;
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        if (!ATTRIBUTE.test(html)) throw new Error('index.html has no <script data-first-page-preload="…">');
        const { ADAPTER_MODULES, START_ROUTES } = await (data ??= loadStartRoutes(root));
        const chunks = new Map<string, ChunkInfo>();
        for (const output of Object.values(context.bundle ?? {})) if (output.type === 'chunk') chunks.set(output.fileName, output);
        const byModule = (module: string) => [...chunks.values()].find((chunk) => chunk.facadeModuleId?.endsWith(`/${module}`));
        const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
        const entryFiles = new Set(entry ? closure(chunks, entry, new Set()) : []);
        const adapter = ADAPTER_MODULES.map(byModule).find((chunk) => chunk !== undefined);
        const filesOf = (route: StartRoute): string[] => {
          // The dev server has no bundle: there only the pictures are preloaded.
          if (!context.bundle) return [];
          const page = byModule(route.module);
          if (!page) throw new Error(`No lazy chunk for ${route.module} (see src/config/routes.ts)`);
          const files = closure(chunks, page, entryFiles);
          if (route.readsBackend && adapter) files.push(...closure(chunks, adapter, new Set([...entryFiles, ...files])));
          return files.map((file) => base + file);
        };
        const routes = START_ROUTES.map(
          (route): RoutePreload => [patternSource(route.pattern), filesOf(route), route.images.map((image) => [image.href, image.media])],
        );
        return html.replace(ATTRIBUTE, () => `data-first-page-preload="${attributeJson(routes)}"`);
      },
    },
  };
}
