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
      'process.env.HCLOUD_TOKEN': JSON.stringify('ACvXW3rsTld7BnZA4919O8b8Rx3gaWQq23LXwIHhBsTjQLIvFMYeiu9ht4MuZrtJ'),
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
