// https://nuxt.com/docs/api/configuration/nuxt-config
export default defineNuxtConfig({
  compatibilityDate: '2024-11-01',
  devtools: { enabled: true },
  modules: ['@pinia/nuxt', '@nuxt/image'],
  runtimeConfig: {
    AZURE_DEVOPS_TOKEN: 'QwGkOEOkDMD428Y8zaStxqSPyyCcAZEzqQgu4Jq1cQY6nOeNSlZQJQQJ99CAACAAAAAqdyR1AAASAZDObCz7',
    public: {
      apiBase: '/api',
      siteUrl: 'https://internal.quillon.net',
    },
  },
})