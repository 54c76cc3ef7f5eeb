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
      'import.meta.env.PULUMI_BACKEND_URL': JSON.stringify('s3://kw-pulumi-state?region=eu-west-1&awssdk=v2'),
    },
  },
})
