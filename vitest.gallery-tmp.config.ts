import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config';
export default defineConfig((env) =>
  mergeConfig(base(env), {
    plugins: [{ name: 'stub-fb', enforce: 'pre', resolveId(id: string) { return id === './firebase/adapter' ? '/tmp/gal/stub-firebase.ts' : null; } }],
  }),
);
