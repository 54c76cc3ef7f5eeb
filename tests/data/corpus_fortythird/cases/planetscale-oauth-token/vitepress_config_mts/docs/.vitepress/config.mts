import { defineConfig } from 'vitepress'

// https://vitepress.dev/reference/site-config
export default defineConfig({
  title: 'Tidewater Docs',
  description: 'Guides and API reference',
  cleanUrls: true,
  lastUpdated: true,
  themeConfig: {
    nav: [
      { text: 'Guide', link: '/guide/' },
      { text: 'API', link: '/api/' },
    ],
    search: { provider: 'local' },
    socialLinks: [{ icon: 'github', link: 'https://github.com/tidewater/storefront' }],
  },
  vite: {
    define: {
      'import.meta.env.token': JSON.stringify('pscale_oauth_JSsERjClCRJPKq53G9MGhvKxvtfSZaqEA-1bYLBr9pz'),
    },
  },
})
