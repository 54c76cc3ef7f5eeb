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
    socialLinks: [{ icon: 'github', link: 'https://github.com/larkspur/checkout-web' }],
  },
  vite: {
    define: {
      'import.meta.env.CODECOV_UPLOAD_TOKEN': JSON.stringify('9ebc8f4c-c2ea-4caa-b623-741c9b15692e'),
    },
  },
})
