// https://nuxt.com/docs/api/configuration/nuxt-config
export default defineNuxtConfig({
  compatibilityDate: '2024-11-01',
  devtools: { enabled: true },
  modules: ['@pinia/nuxt', '@nuxt/image'],
  runtimeConfig: {
    mailgunDomain: 'mg.larkspur.dev',
    mailgunApiKey: 'AQICAHjfS4lD+/W6YDcoCAuAD+jWqF0RHwIHfi5Bd3B8QMrXFwFVOGu9Sd8sC2kdk8/9HolsUYmfpsUuO3LBnp3V27Sl+t/xxKdeqauww9uOvUabX4lifcyjfRAK/6a3wtcn6j6zr0swY5qgv5Xkdw==',
    public: {
      apiBase: '/api',
      siteUrl: 'https://billing.fernhill.com',
    },
  },
})
