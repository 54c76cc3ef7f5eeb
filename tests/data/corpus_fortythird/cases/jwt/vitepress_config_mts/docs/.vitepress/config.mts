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
    socialLinks: [{ icon: 'github', link: 'https://github.com/larkspur/storefront' }],
  },
  vite: {
    define: {
      'import.meta.env.SUPABASE_ANON_KEY': JSON.stringify('eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZSIsInJlZiI6InhkaHlrcWdzZmlkbXBza3hxcmJoIiwicm9sZSI6ImFub24iLCJpYXQiOjE3NTUxMTA2OTgsImV4cCI6MjA3MDQ3MDY5OH0.LwOSYf1BhmfJbLhp8qCMc9PyDviv5UIUW6Nxcsv2UfQ'),
    },
  },
})
