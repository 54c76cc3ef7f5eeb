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
      'process.env.TG_BOT_TOKEN': JSON.stringify('2933353278:AA_0YKzo404sUo9v6bn39b0L_wzCXvR2aKu'),
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
