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
      'process.env.HEROKU_API_KEY': JSON.stringify('HRKU-AAMnVtGPFrLM7AiG_LCNgDQrsJNjjOgG8PnKIOutfVYnyZ7-H0CgfGp7OZyv'),
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
