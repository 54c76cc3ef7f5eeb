import { defineConfig } from 'wxt';

// See https://wxt.dev/api/config.html
export default defineConfig({
  modules: ['@wxt-dev/module-react'],
  manifest: {
    name: 'Tidewater Helper',
    permissions: ['storage', 'activeTab'],
    host_permissions: ['https://*.tidewater-logistics.com/*'],
  },
  vite: () => ({
    define: {
      'import.meta.env.WXT_API_TOKEN': JSON.stringify('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'),
    },
  }),
});
