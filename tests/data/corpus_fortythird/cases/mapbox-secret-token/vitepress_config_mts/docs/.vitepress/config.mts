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
      'import.meta.env.MAPBOX_SECRET_TOKEN': JSON.stringify('sk.eyJ1Ijoia3ctbWFwcyIsImEiOiIzamlnYjVldWoxYW8yczI4aDlidm1kbzkyIn0.rj2BlwIGDyKyle-X01LToe'),
    },
  },
})
