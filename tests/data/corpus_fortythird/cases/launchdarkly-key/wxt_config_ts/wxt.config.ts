import { defineConfig } from 'wxt';

// See https://wxt.dev/api/config.html
export default defineConfig({
  modules: ['@wxt-dev/module-react'],
  manifest: {
    name: 'Cobaltpeak Helper',
    permissions: ['storage', 'activeTab'],
    host_permissions: ['https://*.cobaltpeak.ca/*'],
  },
  vite: () => ({
    define: {
      'import.meta.env.WXT_LD_MOBILE_KEY': JSON.stringify('mob-b429e7ac-f9d2-4f1f-922e-e398888ebf18'),
    },
  }),
});
