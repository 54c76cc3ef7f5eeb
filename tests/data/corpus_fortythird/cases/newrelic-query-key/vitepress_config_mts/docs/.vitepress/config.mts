import { defineConfig } from 'vitepress'

// https://vitepress.dev/reference/site-config
export default defineConfig({
  title: 'Fernhill Docs',
  description: 'Guides and API reference',
  cleanUrls: true,
  lastUpdated: true,
  themeConfig: {
    nav: [
      { text: 'Guide', link: '/guide/' },
      { text: 'API', link: '/api/' },
    ],
    search: { provider: 'local' },
    socialLinks: [{ icon: 'github', link: 'https://github.com/fernhill/status-page' }],
  },
  vite: {
    define: {
      'import.meta.env.NEW_RELIC_QUERY_KEY': JSON.stringify('NRIQ-Tgoe_42TB4REMMdi9Ff0ostal8E-6tL8'),
    },
  },
})
