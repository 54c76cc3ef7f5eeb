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
      'process.env.rollbarClientAccessToken': JSON.stringify('95d8d7d13aac367aa3674d01923f9c05'),
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
