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
    socialLinks: [{ icon: 'github', link: 'https://github.com/larkspur/marketing-site' }],
  },
  vite: {
    define: {
      'import.meta.env.LINEAR_WEBHOOK_ID': JSON.stringify('44a4c1a1-9d77-427e-8fd5-24bf07013419'),
    },
  },
})
