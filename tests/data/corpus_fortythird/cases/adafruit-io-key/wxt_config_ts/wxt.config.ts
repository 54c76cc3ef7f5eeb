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
      'import.meta.env.WXT_AIO_USERNAME': JSON.stringify('backup'),
      'import.meta.env.WXT_ADAFRUIT_IO_KEY': JSON.stringify('aio_6CSlk2C19haET5786RFlJFRqKudm'),
    },
  }),
});
