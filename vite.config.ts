import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/** Firebase is selected when its configuration is present; otherwise the embedded demo backend. */
function backendKind(env: Record<string, string>): 'demo' | 'firebase' {
  return env.VITE_FIREBASE_API_KEY && env.VITE_FIREBASE_PROJECT_ID ? 'firebase' : 'demo';
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  return {
    // Relative base: the build works from any folder (hash router), and lazy chunks load from ./static/js.
    base: './',
    plugins: [react(), tailwindcss()],
    define: {
      __BACKEND_KIND__: JSON.stringify(backendKind(env)),
    },
    build: {
      assetsDir: 'static',
      target: 'es2022',
      // dist/.vite/manifest.json: the chunk graph, read by the benchmark to tell admin chunks from public ones.
      manifest: true,
      rollupOptions: {
        output: {
          entryFileNames: 'static/js/[name]-[hash].js',
          chunkFileNames: 'static/js/[name]-[hash].js',
          assetFileNames: (asset) =>
            asset.names.some((name) => name.endsWith('.css')) ? 'static/css/[name]-[hash][extname]' : 'static/media/[name]-[hash][extname]',
        },
      },
    },
    server: { port: 5173 },
    preview: { port: 4173 },
  };
});
