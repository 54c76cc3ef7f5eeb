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
      'import.meta.env.CLICKUP_TOKEN': JSON.stringify('pk_94247349_5L1S95KRFLNIB5JL3TIAPYBX1J9L4MBW'),
    },
  },
})
