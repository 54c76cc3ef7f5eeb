import { defineConfig } from 'vitepress'

// https://vitepress.dev/reference/site-config
export default defineConfig({
  title: 'Larkspur Docs',
  description: 'Guides and API reference',
  cleanUrls: true,
  lastUpdated: true,
  themeConfig: {
    nav: [
      { text: 'Guide', link: '/guide/' },
      { text: 'API', link: '/api/' },
    ],
    search: { provider: 'local' },
    socialLinks: [{ icon: 'github', link: 'https://github.com/larkspur/status-page' }],
  },
  vite: {
    define: {
      'import.meta.env.1PASSWORD_SECRET_KEY': JSON.stringify('A3-B69NL2-6D7E3H-A4DHN-52JJX-QHAOD-YY8VZ'),
    },
  },
})
