import { defineConfig } from 'wxt';

// See https://wxt.dev/api/config.html
export default defineConfig({
  modules: ['@wxt-dev/module-react'],
  manifest: {
    name: 'Quillon Helper',
    permissions: ['storage', 'activeTab'],
    host_permissions: ['https://*.quillon.net/*'],
  },
  vite: () => ({
    define: {
      'import.meta.env.WXT_MAILCHIMP_SERVER_PREFIX': JSON.stringify('us16'),
    },
  }),
});
