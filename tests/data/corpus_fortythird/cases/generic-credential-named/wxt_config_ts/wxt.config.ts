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
      'import.meta.env.WXT_JWT_SECRET': JSON.stringify('zHyh7KneUQ0UpnPK1/4972vbAVAHOF39p996KDzt0Oo='),
    },
  }),
});
