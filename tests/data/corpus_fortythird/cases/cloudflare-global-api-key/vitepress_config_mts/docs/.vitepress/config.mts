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
      'import.meta.env.CLOUDFLARE_EMAIL': JSON.stringify('backup@larkspur.dev'),
      'import.meta.env.CLOUDFLARE_GLOBAL_API_KEY': JSON.stringify('61222319bcb57fcf59468cd7a470aad755b35'),
    },
  },
})
