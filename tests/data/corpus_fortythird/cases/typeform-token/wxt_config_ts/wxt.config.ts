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
      'import.meta.env.WXT_TYPEFORM_TOKEN': JSON.stringify('tfp_GyVQ4NjO2CeVGm0w7I2v8fHSRtQyZmo8BA4byJut7BeA_0vdCaKd67g2GXT'),
    },
  }),
});
