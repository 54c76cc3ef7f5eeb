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
      'process.env.STRIPE_KEY': JSON.stringify('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'),
    },
  },
  server: {
    port: 3000,
    proxy: {
      '/api': 'https://api.larkspur-retail.com',
    },
  },
  output: {
    distPath: { root: 'dist' },
    sourceMap: { js: 'source-map' },
  },
});
