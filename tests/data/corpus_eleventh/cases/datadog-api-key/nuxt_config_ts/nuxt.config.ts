// https://nuxt.com/docs/api/configuration/nuxt-config
export default defineNuxtConfig({
  compatibilityDate: '2024-11-01',
  devtools: { enabled: true },
  modules: ['@pinia/nuxt', '@nuxt/image'],
  runtimeConfig: {
    datadogApiKey: '****49df',
    public: {
      apiBase: '/api',
      siteUrl: 'https://gw.tidewater.com',
    },
  },
})
