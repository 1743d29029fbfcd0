import { writeFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';

// Theme-agnostic placeholder for photos that fail to load (no web font: generic sans-serif).
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 427" width="640" height="427" role="img" aria-label="이미지를 불러올 수 없습니다">
<rect width="640" height="427" fill="#8a9099"/>
<g fill="none" stroke="#e6e8eb" stroke-width="8" stroke-linejoin="round" stroke-linecap="round" opacity="0.9">
<rect x="260" y="128" width="120" height="92" rx="10"/>
<path d="M268 206l34-34 24 22 16-14 30 26"/>
</g>
<circle cx="350" cy="154" r="10" fill="#e6e8eb" opacity="0.9"/>
<text x="320" y="274" fill="#f3f4f6" font-family="sans-serif" font-size="22" text-anchor="middle">이미지를 불러올 수 없습니다</text>
</svg>
`;

/** @param {string} file */
export async function writeFallbackSvg(file) {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, SVG);
  console.log(`${file} ${SVG.length} bytes`);
}
