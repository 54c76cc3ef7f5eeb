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
      'process.env.PAYPAL_CLIENT_ID': JSON.stringify('AxGJtUXJAWyxqlpEKn_B_j2wCDe--Yn12SCicXeAh4tu07imGLNB6m1ojro_9AG2i7CiDGpJmCWZUPf3'),
      'process.env.PAYPAL_REST_SECRET': JSON.stringify('EKp1VI0llhH-xiYxTLRwRVEQe02XAVkcEn2Y7tazSXc9wslBliJha9oNvs60YlYaUfl7OjM0oyasPSY2'),
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
