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
    socialLinks: [{ icon: 'github', link: 'https://github.com/kestrelworks/docs-portal' }],
  },
  vite: {
    define: {
      'import.meta.env.KEY_SID': JSON.stringify('SK2dbe79e1f03e0e07350ee354241516c4'),
      'import.meta.env.KEY_SECRET': JSON.stringify('eJSoCdUrbZxr7HmX5iEEyrv3WRqms3Ac'),
    },
  },
})
