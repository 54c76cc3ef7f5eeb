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
    socialLinks: [{ icon: 'github', link: 'https://github.com/fernhill/checkout-web' }],
  },
  vite: {
    define: {
      'import.meta.env.FRAMEIO_TOKEN': JSON.stringify('fio-u-W1OyZYXVs8iLnsYoLCyGr8KvDdcBzmnvKUN1CtAHPpzhngcxXZ1pNqWPAIlHjE4V'),
    },
  },
})
