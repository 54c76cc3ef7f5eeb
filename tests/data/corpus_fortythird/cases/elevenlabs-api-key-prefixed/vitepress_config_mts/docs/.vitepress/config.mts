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
    socialLinks: [{ icon: 'github', link: 'https://github.com/quillon/status-page' }],
  },
  vite: {
    define: {
      'import.meta.env.ELEVENLABS_API_KEY': JSON.stringify('sk_3d5277d38261e1d9032dd6906b8ed6fc78ada8c5fb214fb4'),
    },
  },
})
