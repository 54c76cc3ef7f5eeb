import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

export default defineConfig({
  plugins: [pluginReact()],
  html: {
    title: 'Marketing Site',
  },
  source: {
    entry: { index: './src/index.tsx' },
    define: {
      'process.env.GS_OAUTH2_REFRESH_TOKEN': JSON.stringify('1//0GRzAZl16QUR5MnDC9GT1SjxQjut3r-DzJ85kAa8yzjI6sDRJjW8NC6MOLASxM3wDyWgj2k8bASqRPWEmWKvj-hBo_PJJNQRxLzd'),
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
