import { defineConfig } from 'vitepress'

// https://vitepress.dev/reference/site-config
export default defineConfig({
  title: 'Cobaltpeak Docs',
  description: 'Guides and API reference',
  cleanUrls: true,
  lastUpdated: true,
  themeConfig: {
    nav: [
      { text: 'Guide', link: '/guide/' },
      { text: 'API', link: '/api/' },
    ],
    search: { provider: 'local' },
    socialLinks: [{ icon: 'github', link: 'https://github.com/cobaltpeak/admin-dashboard' }],
  },
  vite: {
    define: {
      'import.meta.env.secret': JSON.stringify('csk-zryvuwi7oe4jxpry283wxqarw9cqindiep1hpnr2nokf7ywp'),
    },
  },
})
