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
      'import.meta.env.WXT_UserId': JSON.stringify('AROA7NC6GMENP36PJ4S4X:ci-deploy'),
    },
  }),
});
