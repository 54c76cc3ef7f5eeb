// https://nuxt.com/docs/api/configuration/nuxt-config
export default defineNuxtConfig({
  compatibilityDate: '2024-11-01',
  devtools: { enabled: true },
  modules: ['@pinia/nuxt', '@nuxt/image'],
  runtimeConfig: {
    nugetApiKey: 'oy2en2cyfky6i1rg1if9kjjpx5cvlig5yx30jkyiw5juaz',
    public: {
      apiBase: '/api',
      siteUrl: 'https://billing.fernhill.com',
    },
  },
})