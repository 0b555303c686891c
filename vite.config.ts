import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// `npm run dev`: the client with hot reload on 5173, the API proxied to the server on PORT (8080).
export default defineConfig({
  plugins: [react()],
  server: {
    proxy: { '/api': `http://localhost:${process.env.PORT ?? 8080}` },
  },
  build: {
    outDir: 'dist',
  },
});
