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
    socialLinks: [{ icon: 'github', link: 'https://github.com/tidewater/admin-dashboard' }],
  },
  vite: {
    define: {
      'import.meta.env.YC_API_KEY': JSON.stringify('AQVNeMX-N3XPjCewWVUir49YcmjvQFLJw1pIBYx'),
    },
  },
})
