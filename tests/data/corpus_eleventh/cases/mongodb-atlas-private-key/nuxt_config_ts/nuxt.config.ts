// https://nuxt.com/docs/api/configuration/nuxt-config
export default defineNuxtConfig({
  compatibilityDate: '2024-11-01',
  devtools: { enabled: true },
  modules: ['@pinia/nuxt', '@nuxt/image'],
  runtimeConfig: {
    mongodbAtlasPublicKey: 'ypbscqyn',
    mongodbAtlasPrivateKey: 'd6568fff-0446-4c5a-8e84-8b136fe8af89',
    public: {
      apiBase: '/api',
      siteUrl: 'https://svc.cobaltpeak.ca',
    },
  },
})
