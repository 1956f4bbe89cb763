import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const webRoot = decodeURIComponent(new URL('.', import.meta.url).pathname);
const server = 'http://localhost:3000';

export default defineConfig({
  root: webRoot,
  plugins: [react()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    // Maps would hand out the readable source of the whole client; production builds make none.
    sourcemap: process.env.NODE_ENV !== 'production',
  },
  server: {
    proxy: {
      '/api': { target: server, changeOrigin: true },
      '/socket.io': { target: server, ws: true, changeOrigin: true },
    },
  },
});
