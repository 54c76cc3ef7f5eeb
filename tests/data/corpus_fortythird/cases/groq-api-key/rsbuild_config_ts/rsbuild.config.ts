import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

export default defineConfig({
  plugins: [pluginReact()],
  html: {
    title: 'Admin Dashboard',
  },
  source: {
    entry: { index: './src/index.tsx' },
    define: {
      'process.env.GROQ_BASE_URL': JSON.stringify('https://api.groq.com/openai/v1'),
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
