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
      'process.env.FRAMEIO_TOKEN': JSON.stringify(process.env.FRAMEIO_TOKEN),
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
