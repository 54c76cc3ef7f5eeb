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
      'process.env.SQL_CONN': JSON.stringify('Server=tcp:kw-sql.database.windows.net,1433;Initial Catalog=analytics;Persist Security Info=False;User ID=backup;Password=1F9D.Xfr5IQPTznX*%Gm_S.Y;Encrypt=True;TrustServerCertificate=False;'),
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
