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
      'import.meta.env.WXT_Pwd': JSON.stringify('g^WL3b@Pr64nFQ*QFK'),
    },
  }),
});
