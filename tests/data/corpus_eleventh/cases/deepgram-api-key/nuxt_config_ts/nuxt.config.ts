// https://nuxt.com/docs/api/configuration/nuxt-config
export default defineNuxtConfig({
  compatibilityDate: '2024-11-01',
  devtools: { enabled: true },
  modules: ['@pinia/nuxt', '@nuxt/image'],
  runtimeConfig: {
    deepgramKey: '914149381c18fd7f5bf5690163e156c3b2890b86',
    public: {
      apiBase: '/api',
      siteUrl: 'https://billing.fernhill.com',
    },
  },
})