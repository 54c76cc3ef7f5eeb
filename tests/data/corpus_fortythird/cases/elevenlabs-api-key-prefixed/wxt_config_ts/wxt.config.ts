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
      'import.meta.env.WXT_ELEVENLABS_API_KEY': JSON.stringify('sk_7907d6132379bfb37837f26f0e7b4cbc9dd170684f21055e'),
    },
  }),
});
