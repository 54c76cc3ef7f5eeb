// https://nuxt.com/docs/api/configuration/nuxt-config
export default defineNuxtConfig({
  compatibilityDate: '2024-11-01',
  devtools: { enabled: true },
  modules: ['@pinia/nuxt', '@nuxt/image'],
  runtimeConfig: {
    API_TOKEN: '657702f5a00b956ee7bf1ab6054b868a930fc31d',
    public: {
      apiBase: '/api',
      siteUrl: 'https://gw.tidewater.com',
    },
  },
})