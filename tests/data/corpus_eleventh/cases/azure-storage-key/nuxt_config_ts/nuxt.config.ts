// https://nuxt.com/docs/api/configuration/nuxt-config
export default defineNuxtConfig({
  compatibilityDate: '2024-11-01',
  devtools: { enabled: true },
  modules: ['@pinia/nuxt', '@nuxt/image'],
  runtimeConfig: {
    storageConnection: 'DefaultEndpointsProtocol=https;AccountName=nwlogs01bdj;AccountKey=oQ/dQkn4t3AW9+mfYhYe3MPQpOteRDcLeT8aXR63zMJj6+l5uJocdoU3YXNerbU0J/CwMVdRXa0G4dzNQrAQGA==;EndpointSuffix=core.windows.net',
    public: {
      apiBase: '/api',
      siteUrl: 'https://orders.larkspur.dev',
    },
  },
})
