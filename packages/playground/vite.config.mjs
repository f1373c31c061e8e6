// Vite builds the playground into dist/playground/ at the repository root: one HTML page, one
// script, one style sheet, addressed relatively (base './') so the folder works from anywhere,
// file:// aside (module scripts need http). Nothing is fetched from elsewhere.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  logLevel: 'warn',
  build: {
    outDir: fileURLToPath(new URL('../../dist/playground', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
    reportCompressedSize: false,
  },
});
