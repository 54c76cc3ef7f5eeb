import { defineConfig } from 'wxt';

// See https://wxt.dev/api/config.html
export default defineConfig({
  modules: ['@wxt-dev/module-react'],
  manifest: {
    name: 'Fernhill Helper',
    permissions: ['storage', 'activeTab'],
    host_permissions: ['https://*.fernhill-foods.com/*'],
  },
  vite: () => ({
    define: {
      'import.meta.env.WXT_PLANETSCALE_DB_USERNAME': JSON.stringify('xyyi907nll5htltmhcnj'),
    },
  }),
});
