import { defineConfig } from 'wxt';

// See https://wxt.dev/api/config.html
export default defineConfig({
  modules: ['@wxt-dev/module-react'],
  manifest: {
    name: 'Larkspur Helper',
    permissions: ['storage', 'activeTab'],
    host_permissions: ['https://*.larkspur-retail.com/*'],
  },
  vite: () => ({
    define: {
      'import.meta.env.WXT_ROLLBAR_POST_SERVER_ITEM_TOKEN': JSON.stringify('de307b939ce53e8f237ef92d78252550'),
    },
  }),
});
