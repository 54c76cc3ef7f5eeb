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
    socialLinks: [{ icon: 'github', link: 'https://github.com/cobaltpeak/status-page' }],
  },
  vite: {
    define: {
      'import.meta.env.MAILGUN_API_KEY': JSON.stringify('key-bbaec03c5f57510c859443804849fb56'),
    },
  },
})
