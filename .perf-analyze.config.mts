import base from './vite.config.ts';
import { gzipSync } from 'node:zlib';
import { writeFileSync } from 'node:fs';
export default async (env: any) => {
  const cfg = typeof base === 'function' ? await (base as any)(env) : base;
  cfg.build.outDir = '/tmp/perf/dist-analyze';
  cfg.build.emptyOutDir = true;
  cfg.plugins.push({
    name: 'analyze',
    generateBundle(_o: unknown, bundle: Record<string, any>) {
      const rows: string[] = [];
      for (const [name, chunk] of Object.entries(bundle)) {
        if (chunk.type !== 'chunk') continue;
        rows.push(`## ${name} gz=${(gzipSync(chunk.code, { level: 9 }).length / 1024).toFixed(1)}KB imports=${chunk.imports.join(',')} dyn=${chunk.dynamicImports.join(',')}`);
        const mods = Object.entries(chunk.modules as Record<string, any>).map(([id, m]) => [id.replace(/.*node_modules\//, 'nm:').replace('/work/main/', ''), m.renderedLength, m.code ? gzipSync(m.code).length : 0] as const);
        mods.sort((a, b) => b[1] - a[1]);
        for (const [id, len, gz] of mods) if (len > 300) rows.push(`   ${String(len).padStart(7)} ${String(gz).padStart(6)}  ${id}`);
        for (const [id, m] of Object.entries(chunk.modules as Record<string, any>)) if (id.includes('react-router/dist')) writeFileSync('/tmp/perf/rr.js', m.code ?? '');
      }
      writeFileSync('/tmp/perf/analyze.txt', rows.join('\n'));
    },
  });
  return cfg;
};
