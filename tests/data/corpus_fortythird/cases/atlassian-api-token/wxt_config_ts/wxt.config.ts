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
      'import.meta.env.WXT_JIRA_EMAIL': JSON.stringify('etl_reader@kestrelworks.io'),
      'import.meta.env.WXT_JIRA_TOKEN': JSON.stringify('ATATT3xFfGF09rPmpvtNJvCpE9c2lMv2_2oiuhHGZaL8p-DHJFPqj4t8-8p_QsM1NBVBMDzs9nxMcf1VX7N5i5q1Nl2abUhys9PVByDzpr_sf6Vitgsz-DgCeyb760nmkHxBw0HGlSTYJ06_TbqyqnUBjF-26KLxsW8GIAF6I8PWJ-gjef5zhG3=FD65942F'),
    },
  }),
});
