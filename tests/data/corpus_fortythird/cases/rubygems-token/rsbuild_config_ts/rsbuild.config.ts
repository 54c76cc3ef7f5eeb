import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

export default defineConfig({
  plugins: [pluginReact()],
  html: {
    title: 'Storefront',
  },
  source: {
    entry: { index: './src/index.tsx' },
    define: {
      'process.env.AUTH_TOKEN': JSON.stringify('rubygems_f4c2c35b9caea27c486a7ae5a9213e9bb5f8beb685d19a8f'),
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
