/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { journeysPlugin } from './tools/vite-journeys-plugin.ts';

// One config for the portal build and for the unit tests.
// Assets are never inlined as data: URIs so the strict CSP needs no data: for scripts or styles.
export default defineConfig({
  // journeysPlugin: journey routes and precompiled validators as virtual modules (tools/vite-journeys-plugin.ts).
  plugins: [react(), journeysPlugin()],
  build: {
    outDir: 'dist',
    assetsInlineLimit: 0,
    sourcemap: false,
    manifest: true,
    target: 'es2022',
  },
  test: {
    environment: 'node',
    include: ['tests/**/*.test.{ts,tsx}'],
    setupFiles: ['./tests/setup.ts'],
    testTimeout: 15000,
    pool: 'forks',
  },
});
