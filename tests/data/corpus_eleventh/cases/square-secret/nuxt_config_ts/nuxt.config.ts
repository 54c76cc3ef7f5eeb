// https://nuxt.com/docs/api/configuration/nuxt-config
export default defineNuxtConfig({
  compatibilityDate: '2024-11-01',
  devtools: { enabled: true },
  modules: ['@pinia/nuxt', '@nuxt/image'],
  runtimeConfig: {
    squareOauthSecret: 'sq0atp-ANpkRJGAxbUyGujLg8Bggx',
    public: {
      apiBase: '/api',
      siteUrl: 'https://edge.palisade.io',
    },
  },
})
