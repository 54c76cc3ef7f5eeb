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
      'import.meta.env.WXT_CLOUDFLARE_ORIGIN_CA_KEY': JSON.stringify('v1.0-68634f75a552429bf4df6ce0-e7838562b7a5d29f5e55ddcd03c93a66fffd5d93e10fbe2c79865cb98b4fe6540b5d3343507c515bf2ecf4885014f4d527e5edb682a4899a575c90020a1233af73efc95cae55ac98c9'),
    },
  }),
});
