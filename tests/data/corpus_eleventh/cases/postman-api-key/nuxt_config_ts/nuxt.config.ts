// https://nuxt.com/docs/api/configuration/nuxt-config
export default defineNuxtConfig({
  compatibilityDate: '2024-11-01',
  devtools: { enabled: true },
  modules: ['@pinia/nuxt', '@nuxt/image'],
  runtimeConfig: {
    postmanApiKey: 'PMAK-038b46e761aba33da76350c9-2cb4b3971d9b251f6f5eedd1f14c381d8c',
    public: {
      apiBase: '/api',
      siteUrl: 'https://internal.quillon.net',
    },
  },
})