// https://nuxt.com/docs/api/configuration/nuxt-config
export default defineNuxtConfig({
  compatibilityDate: '2024-11-01',
  devtools: { enabled: true },
  modules: ['@pinia/nuxt', '@nuxt/image'],
  runtimeConfig: {
    pineconeApiKey: 'sha256:57507391eb84c162d06405f8d00e773054f6f2462b140f5dda49cd7f8d990ce3',
    public: {
      apiBase: '/api',
      siteUrl: 'https://api.kestrelworks.io',
    },
  },
})