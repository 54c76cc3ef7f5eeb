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
      'process.env.DOWNLOAD_URL': JSON.stringify('https://nwexports.blob.core.windows.net/backups/db.bak?sig=Zk8FV5eBIpgK7D9xumxcbs0w8Qu0SLqSnncrjpraAeI%3D&st=2024-01-01T00%3A00%3A00Z&se=2025-11-13T05%3A00%3A00Z&sp=r&spr=https&sv=2022-11-02&sr=b'),
    },
  },
  server: {
    port: 3000,
    proxy: {
      '/api': 'https://api.fernhill-foods.com',
    },
  },
  output: {
    distPath: { root: 'dist' },
    sourceMap: { js: 'source-map' },
  },
});
