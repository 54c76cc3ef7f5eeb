// https://nuxt.com/docs/api/configuration/nuxt-config
export default defineNuxtConfig({
  compatibilityDate: '2024-11-01',
  devtools: { enabled: true },
  modules: ['@pinia/nuxt', '@nuxt/image'],
  runtimeConfig: {
    githubFineGrainedToken: 'ref+sops://secrets.enc.yaml#/github_fine_grained_pat',
    public: {
      apiBase: '/api',
      siteUrl: 'https://svc.cobaltpeak.ca',
    },
  },
})
