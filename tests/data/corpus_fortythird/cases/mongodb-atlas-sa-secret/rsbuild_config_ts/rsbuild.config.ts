import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

export default defineConfig({
  plugins: [pluginReact()],
  html: {
    title: 'Docs Portal',
  },
  source: {
    entry: { index: './src/index.tsx' },
    define: {
      'process.env.ATLAS_CLIENT_ID': JSON.stringify('mdb_sa_id_d1dd5530f5c1bd949694f478'),
      'process.env.ATLAS_CLIENT_SECRET': JSON.stringify('mdb_sa_sk_0EzzAa1HVjf8UhDF7C5DiS9N7coahEYcT1cadNwj'),
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
