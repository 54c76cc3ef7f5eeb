import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

export default defineConfig({
  plugins: [pluginReact()],
  html: {
    title: 'Status Page',
  },
  source: {
    entry: { index: './src/index.tsx' },
    define: {
      'process.env.COHERE_MODEL': JSON.stringify('command-a-03-2025'),
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
