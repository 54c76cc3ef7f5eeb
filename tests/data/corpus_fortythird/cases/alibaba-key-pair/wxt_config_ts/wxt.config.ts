import { defineConfig } from 'wxt';

// See https://wxt.dev/api/config.html
export default defineConfig({
  modules: ['@wxt-dev/module-react'],
  manifest: {
    name: 'Tidewater Helper',
    permissions: ['storage', 'activeTab'],
    host_permissions: ['https://*.tidewater-logistics.com/*'],
  },
  vite: () => ({
    define: {
      'import.meta.env.WXT_ALIBABA_CLOUD_ACCESS_KEY_ID': JSON.stringify('LTAITGBt09zOQk5tj1Oty0T6'),
      'import.meta.env.WXT_ALIBABA_CLOUD_ACCESS_KEY_SECRET': JSON.stringify('R1g••••••••••••'),
    },
  }),
});
