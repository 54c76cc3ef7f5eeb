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
      'import.meta.env.WXT_BRAINTREE_ACCESS_TOKEN': JSON.stringify('access_token$production$tdo96ru2pr83uz91$20c2aad166199369cb4caab8c2bb653d'),
    },
  }),
});
