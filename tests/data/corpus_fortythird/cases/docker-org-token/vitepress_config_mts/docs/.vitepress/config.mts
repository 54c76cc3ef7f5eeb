import { defineConfig } from 'vitepress'

// https://vitepress.dev/reference/site-config
export default defineConfig({
  title: 'Kestrelworks Docs',
  description: 'Guides and API reference',
  cleanUrls: true,
  lastUpdated: true,
  themeConfig: {
    nav: [
      { text: 'Guide', link: '/guide/' },
      { text: 'API', link: '/api/' },
    ],
    search: { provider: 'local' },
    socialLinks: [{ icon: 'github', link: 'https://github.com/kestrelworks/customer-portal' }],
  },
  vite: {
    define: {
      'import.meta.env.DOCKER_ORG_TOKEN': JSON.stringify('dckr_oat_N5AWwjy8gQAWx6KEwzEwzMSNUKx0dhQV'),
    },
  },
})
