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
      'import.meta.env.WXT_apiKey': JSON.stringify(process.env.FIGMA_TOKEN),
    },
  }),
});
