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
      'import.meta.env.WXT_AZURE_SPEECH_KEY': JSON.stringify('hHSzakt03J5YJafTDIUKElcQX04eI9Z29D4mAAf1q72zTyxwkJRJJQQJ99AAACEHE0paXJ3w3AAADACOGNh0p'),
    },
  }),
});
