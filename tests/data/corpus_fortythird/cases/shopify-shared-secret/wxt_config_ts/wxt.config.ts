import { defineConfig } from 'wxt';

// See https://wxt.dev/api/config.html
export default defineConfig({
  modules: ['@wxt-dev/module-react'],
  manifest: {
    name: 'Kestrelworks Helper',
    permissions: ['storage', 'activeTab'],
    host_permissions: ['https://*.kestrelworks.io/*'],
  },
  vite: () => ({
    define: {
      'import.meta.env.WXT_SHOPIFY_CLIENT_ID': JSON.stringify('70917bc4a912f1e1abd7e48dd91f19c7'),
      'import.meta.env.WXT_SHOPIFY_APP_SECRET': JSON.stringify('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'),
    },
  }),
});
