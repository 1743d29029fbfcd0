/**
 * The contract between the painter's page and the Node side: browser/main.mjs puts these functions on the page's
 * window, generate.mjs calls them through Playwright. Types only (JSDoc); nothing imports this file at run time.
 *
 * @typedef {object} SceneOptions per-job options a scene reads
 * @property {boolean} [portrait] hero: frame for a portrait (mobile) picture
 * @property {'before' | 'during' | 'after'} [stage] roofReplacement: the stage of the job the picture shows
 * @property {number} [variant] roofReplacement: which house (0, 1 or 2)
 *
 * @typedef {object} RenderJob
 * @property {string} scene a key of browser/scenes/index.mjs
 * @property {number} W
 * @property {number} H
 * @property {number} seed every picture is reproducible from its seed
 * @property {SceneOptions} [opts]
 *
 * @typedef {object} EncodeRequest cover-crop the last render to W×H and encode it
 * @property {number} W
 * @property {number} H
 * @property {string} [type] MIME type, image/webp by default
 * @property {number} [q] quality 0..1
 * @property {number} [focusX] 0..1, where the crop sits horizontally
 * @property {number} [focusY] 0..1, where the crop sits vertically
 *
 * @typedef {object} PainterApi
 * @property {(job: RenderJob) => Promise<boolean>} __render paints a scene
 * @property {(request: EncodeRequest) => string} __encode the last render as a data: URL
 * @property {boolean} [__ready] set once the page's modules have loaded
 *
 * @typedef {typeof window & PainterApi} PainterWindow
 */
export {};
