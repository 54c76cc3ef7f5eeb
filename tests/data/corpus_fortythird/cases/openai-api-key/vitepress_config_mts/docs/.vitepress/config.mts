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
    socialLinks: [{ icon: 'github', link: 'https://github.com/fernhill/storefront' }],
  },
  vite: {
    define: {
      'import.meta.env.OPENAI_KEY': JSON.stringify(process.env.OPENAI_API_KEY),
    },
  },
})
