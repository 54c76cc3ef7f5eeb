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
      'process.env.AUTH_TOKEN': JSON.stringify('glcbt-3f_HOAJ-ozAF_KOrq3rdAhO'),
    },
  },
  server: {
    port: 3000,
    proxy: {
      '/api': 'https://api.kestrelworks.io',
    },
  },
  output: {
    distPath: { root: 'dist' },
    sourceMap: { js: 'source-map' },
  },
});
