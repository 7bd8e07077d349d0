import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/api': 'http://localhost:3000', '/dev': 'http://localhost:3000', '/manifest.webmanifest': 'http://localhost:3000', '/icons': 'http://localhost:3000' } },
  css: { preprocessorOptions: { scss: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'] } } },
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022' },
});
