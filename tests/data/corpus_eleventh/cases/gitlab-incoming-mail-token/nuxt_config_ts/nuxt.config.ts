// https://nuxt.com/docs/api/configuration/nuxt-config
export default defineNuxtConfig({
  compatibilityDate: '2024-11-01',
  devtools: { enabled: true },
  modules: ['@pinia/nuxt', '@nuxt/image'],
  runtimeConfig: {
    incomingEmailToken: 'glimt-UFNTKN7XgDigR4ec1WV8JHx0W',
    public: {
      apiBase: '/api',
      siteUrl: 'https://edge.palisade.io',
    },
  },
})
