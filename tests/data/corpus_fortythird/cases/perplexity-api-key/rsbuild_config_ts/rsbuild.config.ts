import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

export default defineConfig({
  plugins: [pluginReact()],
  html: {
    title: 'Customer Portal',
  },
  source: {
    entry: { index: './src/index.tsx' },
    define: {
      'process.env.PERPLEXITY_MODEL': JSON.stringify('sonar-reasoning-pro'),
    },
  },
  server: {
    port: 3000,
    proxy: {
      '/api': 'https://api.cobaltpeak.ca',
    },
  },
  output: {
    distPath: { root: 'dist' },
    sourceMap: { js: 'source-map' },
  },
});
