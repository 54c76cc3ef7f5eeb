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
      'process.env.CLICKUP_API_TOKEN': JSON.stringify('pk_29121513_OS8FV6WKSJ06GM2CQG5NJ1BI9XCYUU24'),
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
