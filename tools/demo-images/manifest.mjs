// What to render and where: slug names are referenced by the demo seed data.

/**
 * @typedef {object} Output one file written from a render
 * @property {string} file relative to the repository root
 * @property {number} W
 * @property {number} H
 * @property {number} budget largest file size, KB
 * @property {string} [type] MIME type, image/webp by default
 * @property {number} [focusX] where the crop sits horizontally, 0..1
 *
 * @typedef {import('./page-api.mjs').RenderJob & { slug: string, outputs: Output[] }} Job
 */

const WORK = { W: 1600, H: 1067, budget: 150 };
const THUMB = { W: 640, H: 427, budget: 20 };

/** @type {[slug: string, scene: string, seed: number][]} */
const works = [
  ['roof-asphalt-shingle-house', 'shingleHouse', 101],
  ['rooftop-urethane-waterproofing', 'urethaneRooftop', 202],
  ['zinc-standing-seam-roof', 'zincHouse', 303],
  ['facade-remodel-stone-panel', 'stoneFacade', 404],
  ['metal-sandwich-panel-factory', 'factory', 505],
  ['exterior-wall-waterproof-coating', 'wallCoating', 606],
  ['ground-reinforcement-slope', 'slope', 707],
  ['clay-tile-roof-hanok', 'hanok', 808],
  ['rooftop-sheet-waterproofing', 'sheetRooftop', 909],
  ['zinc-roof-dormer', 'dormerHouse', 1010],
  ['facade-exterior-insulation', 'insulationFacade', 1111],
  ['ground-pile-foundation', 'piles', 1212],
  ['roof-leak-repair-as', 'leakRepair', 1313],
  ['gutter-replacement-as', 'gutter', 1414],
  ['rooftop-crack-repair-as', 'crackRepair', 1515],
  ['facade-sealant-repair-as', 'sealant', 1616],
];

/**
 * Job (시공 현장) photos: one house per job seen from the same spot at each stage, so the before/after comparison
 * lines up. [slug, seed, stage, variant]
 * @type {[slug: string, seed: number, stage: 'before' | 'during' | 'after', variant: number][]}
 */
const jobStages = [
  ['job-wonju-roof-before', 1717, 'before', 0],
  ['job-wonju-roof-during', 1717, 'during', 0],
  ['job-wonju-roof-after', 1717, 'after', 0],
  ['job-hongcheon-roof-before', 1818, 'before', 1],
  ['job-hongcheon-roof-after', 1818, 'after', 1],
  ['job-gangneung-roof-before', 1919, 'before', 2],
  ['job-gangneung-roof-during', 1919, 'during', 2],
];

/** @param {string} slug */
const workOutputs = (slug) => [
  { file: `public/demo/works/${slug}.webp`, ...WORK },
  { file: `public/demo/works/${slug}-thumb.webp`, ...THUMB },
];

/** @type {Job[]} */
export const jobs = [
  ...works.map(([slug, scene, seed]) => ({ slug, scene, seed, W: WORK.W, H: WORK.H, outputs: workOutputs(slug) })),
  ...jobStages.map(([slug, seed, stage, variant]) => ({
    slug,
    scene: 'roofReplacement',
    seed,
    W: WORK.W,
    H: WORK.H,
    opts: { stage, variant },
    outputs: workOutputs(slug),
  })),
  {
    slug: 'hero-default',
    scene: 'hero',
    seed: 2024,
    W: 1920,
    H: 1080,
    outputs: [{ file: 'public/images/hero-default.webp', W: 1920, H: 1080, budget: 150 }],
  },
  {
    slug: 'hero-default-mobile',
    scene: 'hero',
    seed: 2024,
    W: 828,
    H: 1100,
    opts: { portrait: true },
    outputs: [{ file: 'public/images/hero-default-mobile.webp', W: 828, H: 1100, budget: 80 }],
  },
  {
    slug: 'og-image',
    scene: 'og',
    seed: 2024,
    W: 1200,
    H: 630,
    outputs: [{ file: 'public/og-image.jpg', W: 1200, H: 630, budget: 200, type: 'image/jpeg' }],
  },
];
