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
      'process.env.TWILIO_ACCOUNT_SID': JSON.stringify('AC2553a01ab6c77e7e8bf362b8e680cd5d'),
      'process.env.TWILIO_AUTHTOKEN': JSON.stringify('351942c6fed6fcbfcc5ade11b43c335e'),
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
