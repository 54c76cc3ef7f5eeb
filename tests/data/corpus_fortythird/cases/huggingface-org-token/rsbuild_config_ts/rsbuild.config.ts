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
      'process.env.HF_REVISION': JSON.stringify('6b10b3bb38a761f12e455e9fcfe2c5062edf173e'),
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
