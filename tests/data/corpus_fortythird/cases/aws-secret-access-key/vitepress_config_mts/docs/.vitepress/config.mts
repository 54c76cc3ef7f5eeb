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
      'import.meta.env.MINIO_SECRET_KEY': JSON.stringify('GdkN1BtXhs9RIZatKBEfDxI9hSCB0Uq1+kcK6KFf'),
    },
  },
})
