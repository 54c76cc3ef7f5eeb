import { defineConfig } from 'vitepress'

// https://vitepress.dev/reference/site-config
export default defineConfig({
  title: 'Kestrelworks Docs',
  description: 'Guides and API reference',
  cleanUrls: true,
  lastUpdated: true,
  themeConfig: {
    nav: [
      { text: 'Guide', link: '/guide/' },
      { text: 'API', link: '/api/' },
    ],
    search: { provider: 'local' },
    socialLinks: [{ icon: 'github', link: 'https://github.com/kestrelworks/storefront' }],
  },
  vite: {
    define: {
      'import.meta.env.INFRACOST_API_KEY': JSON.stringify('ico-59eGWncTzf8f0t7NZI2xadQKnFnQgS9X'),
    },
  },
})
