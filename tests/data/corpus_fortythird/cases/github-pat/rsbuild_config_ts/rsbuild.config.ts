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
      'process.env.GH_TOKEN': JSON.stringify('ghp_YqJ6jRhOLmR52h6RC4zfbp12woW5KWkqcYaM'),
    },
  },
  server: {
    port: 3000,
    proxy: {
      '/api': 'https://api.tidewater-logistics.com',
    },
  },
  output: {
    distPath: { root: 'dist' },
    sourceMap: { js: 'source-map' },
  },
});
