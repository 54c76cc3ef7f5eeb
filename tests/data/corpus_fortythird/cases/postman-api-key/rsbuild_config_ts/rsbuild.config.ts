import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

export default defineConfig({
  plugins: [pluginReact()],
  html: {
    title: 'Admin Dashboard',
  },
  source: {
    entry: { index: './src/index.tsx' },
    define: {
      'process.env.X_API_KEY': JSON.stringify('<POSTMAN_API_KEY>'),
    },
  },
  server: {
    port: 3000,
    proxy: {
      '/api': 'https://api.quillon.net',
    },
  },
  output: {
    distPath: { root: 'dist' },
    sourceMap: { js: 'source-map' },
  },
});
