// https://nuxt.com/docs/api/configuration/nuxt-config
export default defineNuxtConfig({
  compatibilityDate: '2024-11-01',
  devtools: { enabled: true },
  modules: ['@pinia/nuxt', '@nuxt/image'],
  runtimeConfig: {
    openaiKey: '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',
    public: {
      apiBase: '/api',
      siteUrl: 'https://internal.quillon.net',
    },
  },
})