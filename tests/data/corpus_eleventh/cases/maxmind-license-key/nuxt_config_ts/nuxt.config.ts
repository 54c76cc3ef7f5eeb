// https://nuxt.com/docs/api/configuration/nuxt-config
export default defineNuxtConfig({
  compatibilityDate: '2024-11-01',
  devtools: { enabled: true },
  modules: ['@pinia/nuxt', '@nuxt/image'],
  runtimeConfig: {
    maxmindAccountId: '695050',
    geoipLicense: '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',
    public: {
      apiBase: '/api',
      siteUrl: 'https://gw.tidewater.com',
    },
  },
})
