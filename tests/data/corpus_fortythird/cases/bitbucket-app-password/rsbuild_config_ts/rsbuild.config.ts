import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

export default defineConfig({
  plugins: [pluginReact()],
  html: {
    title: 'Checkout Web',
  },
  source: {
    entry: { index: './src/index.tsx' },
    define: {
      'process.env.BITBUCKET_USERNAME': JSON.stringify('svc_orders'),
      'process.env.BITBUCKET_PASSWORD': JSON.stringify('ATBBTDpZpXyKmCRvhuM6sULkxPIEEA86CCAE'),
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
