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
    socialLinks: [{ icon: 'github', link: 'https://github.com/tidewater/checkout-web' }],
  },
  vite: {
    define: {
      'import.meta.env.API_TOKEN': JSON.stringify('gloas-zyHWOo-_RTe3x5fvhVebceNVYofnxMuwGjs-0zQ-1mTtB5vWLif1Bf_pAcBu-CEt'),
    },
  },
})
