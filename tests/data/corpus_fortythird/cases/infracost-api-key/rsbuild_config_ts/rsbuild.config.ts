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
      'process.env.INFRACOST_API_KEY': JSON.stringify('ico-E3acZ1ecCxpgcuXvpphkWAHetpd8tuod'),
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
