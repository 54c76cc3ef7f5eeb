import { defineConfig } from 'wxt';

// See https://wxt.dev/api/config.html
export default defineConfig({
  modules: ['@wxt-dev/module-react'],
  manifest: {
    name: 'Kestrelworks Helper',
    permissions: ['storage', 'activeTab'],
    host_permissions: ['https://*.kestrelworks.io/*'],
  },
  vite: () => ({
    define: {
      'import.meta.env.WXT_TWINE_PASSWORD': JSON.stringify('pypi-AgEIcHlwaS5vcmcCJDczOWMwNGJhLTNmM2QtNDFkMy04MzUwLWNmNjJjYzk0ZGM1YgACOnsidmVyc2lvbiI6IDEsICJwZXJtaXNzaW9ucyI6IHsicHJvamVjdHMiOiBbImxlZGdlcmtpdCJdfX0AAAYgyG_vgbuBLPDaSgiL_JDmF1c3MAFTQy5JIhJlAtWh3KQ'),
    },
  }),
});
