import { defineConfig } from 'wxt';

// See https://wxt.dev/api/config.html
export default defineConfig({
  modules: ['@wxt-dev/module-react'],
  manifest: {
    name: 'Cobaltpeak Helper',
    permissions: ['storage', 'activeTab'],
    host_permissions: ['https://*.cobaltpeak.ca/*'],
  },
  vite: () => ({
    define: {
      'import.meta.env.WXT_WORKFLOW_WEBHOOK': JSON.stringify('https://hooks.slack.com/workflows/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'),
    },
  }),
});
