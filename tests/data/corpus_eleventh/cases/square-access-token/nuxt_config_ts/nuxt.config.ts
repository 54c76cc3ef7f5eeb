// https://nuxt.com/docs/api/configuration/nuxt-config
export default defineNuxtConfig({
  compatibilityDate: '2024-11-01',
  devtools: { enabled: true },
  modules: ['@pinia/nuxt', '@nuxt/image'],
  runtimeConfig: {
    squareToken: '1234567890abcdef1234567890abcdef1234567890abcdef1234567890abcdef',
    public: {
      apiBase: '/api',
      siteUrl: 'https://gw.tidewater.com',
    },
  },
})