// https://nuxt.com/docs/api/configuration/nuxt-config
export default defineNuxtConfig({
  compatibilityDate: '2024-11-01',
  devtools: { enabled: true },
  modules: ['@pinia/nuxt', '@nuxt/image'],
  runtimeConfig: {
    renderApiKey: 'rnd_mRC46QK3Siu0Y9yW1huvsUe5',
    public: {
      apiBase: '/api',
      siteUrl: 'https://api.kestrelworks.io',
    },
  },
})
