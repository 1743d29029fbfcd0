// Bytes of a built chunk per original source file, from its source map.
import { readFileSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
const [file] = process.argv.slice(2);
const code = readFileSync(file, 'utf8');
const map = JSON.parse(readFileSync(file + '.map', 'utf8'));
const consumer = new SourceMapConsumer(map);
const lines = code.split('\n');
const bytes = new Map();
let last = null;
consumer.eachMapping((m) => {
  if (last) {
    const line = lines[last.generatedLine - 1] ?? '';
    const end = m.generatedLine === last.generatedLine ? m.generatedColumn : line.length;
    const n = Math.max(0, end - last.generatedColumn);
    bytes.set(last.source, (bytes.get(last.source) ?? 0) + n);
  }
  last = m;
});
for (const [source, n] of [...bytes].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(String(n).padStart(7), source);
