// https://nuxt.com/docs/api/configuration/nuxt-config
export default defineNuxtConfig({
  compatibilityDate: '2024-11-01',
  devtools: { enabled: true },
  modules: ['@pinia/nuxt', '@nuxt/image'],
  runtimeConfig: {
    vaultToken: 'hvs.dev-only-token',
    public: {
      apiBase: '/api',
      siteUrl: 'https://billing.fernhill.com',
    },
  },
})