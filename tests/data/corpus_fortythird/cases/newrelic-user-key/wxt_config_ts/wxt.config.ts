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
      'import.meta.env.WXT_NEWRELIC_API_KEY': JSON.stringify('NRAK-5XG1UE541N1THK0Z18QEULXNLG3'),
    },
  }),
});
