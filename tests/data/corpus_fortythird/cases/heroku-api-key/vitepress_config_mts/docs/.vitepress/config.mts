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
    socialLinks: [{ icon: 'github', link: 'https://github.com/fernhill/customer-portal' }],
  },
  vite: {
    define: {
      'import.meta.env.HEROKU_SLUG_COMMIT': JSON.stringify('ba5c01fc209da6ddfc625eb7e0cfa06f9a937002'),
    },
  },
})
