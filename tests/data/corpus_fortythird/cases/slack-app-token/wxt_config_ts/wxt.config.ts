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
      'import.meta.env.WXT_SLACK_APP_TOKEN': JSON.stringify('xapp-1-AHH9GPUCW8J-6743704579011-c68f156e3fcc680234bb4567ca3aadd05ca971cacd14d20effd34f44a30af849'),
    },
  }),
});
