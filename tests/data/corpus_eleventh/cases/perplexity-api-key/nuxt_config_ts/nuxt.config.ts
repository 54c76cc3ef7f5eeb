// https://nuxt.com/docs/api/configuration/nuxt-config
export default defineNuxtConfig({
  compatibilityDate: '2024-11-01',
  devtools: { enabled: true },
  modules: ['@pinia/nuxt', '@nuxt/image'],
  runtimeConfig: {
    pplxApiKey: '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',
    public: {
      apiBase: '/api',
      siteUrl: 'https://internal.quillon.net',
    },
  },
})