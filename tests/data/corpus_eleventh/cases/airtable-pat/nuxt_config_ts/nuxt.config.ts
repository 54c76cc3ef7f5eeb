// https://nuxt.com/docs/api/configuration/nuxt-config
export default defineNuxtConfig({
  compatibilityDate: '2024-11-01',
  devtools: { enabled: true },
  modules: ['@pinia/nuxt', '@nuxt/image'],
  runtimeConfig: {
    airtableBaseId: 'appmHGlzrSYH9565v',
    public: {
      apiBase: '/api',
      siteUrl: 'https://edge.palisade.io',
    },
  },
})