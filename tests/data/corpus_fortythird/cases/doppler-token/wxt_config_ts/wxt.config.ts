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
      'import.meta.env.WXT_API_TOKEN': JSON.stringify('dp.pt.ADPFm4ZiBA5bCBiHtqZm3Xgw3IpdOEHf0fBCK1g1kFl'),
    },
  }),
});
