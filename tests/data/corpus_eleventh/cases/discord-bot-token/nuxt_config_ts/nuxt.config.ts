// https://nuxt.com/docs/api/configuration/nuxt-config
export default defineNuxtConfig({
  compatibilityDate: '2024-11-01',
  devtools: { enabled: true },
  modules: ['@pinia/nuxt', '@nuxt/image'],
  runtimeConfig: {
    discordBotToken: 'AQICAHjfru+1gZe8ZuhgM4kz2R8tOEL/1buTPiod6Xs/T56hpwFeD3+n7ebquW2QWLUG8nyCRZ87+E12xaPscWkzDwbrIOTRMLx7LtA/ngJIErdLdQxXyBM98icTuzDKOfCA26gWEY2N56ObN+qwBcVFg/IIy6EzFFp1fDtWqb6oHOtQ',
    public: {
      apiBase: '/api',
      siteUrl: 'https://gw.tidewater.com',
    },
  },
})