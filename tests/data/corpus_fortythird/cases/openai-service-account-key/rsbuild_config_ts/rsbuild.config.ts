import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

export default defineConfig({
  plugins: [pluginReact()],
  html: {
    title: 'Marketing Site',
  },
  source: {
    entry: { index: './src/index.tsx' },
    define: {
      'process.env.API_TOKEN': JSON.stringify('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'),
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
