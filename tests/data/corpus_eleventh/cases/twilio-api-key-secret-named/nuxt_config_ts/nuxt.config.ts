// https://nuxt.com/docs/api/configuration/nuxt-config
export default defineNuxtConfig({
  compatibilityDate: '2024-11-01',
  devtools: { enabled: true },
  modules: ['@pinia/nuxt', '@nuxt/image'],
  runtimeConfig: {
    twilioApiKey: 'SKf8abfc68fb26cdcd2a89d0e6360e0f17',
    TWILIO_API_KEY_SECRET: 'zO8UpOBJ5NaLJeAVREOOnYtWtAqxmC20',
    public: {
      apiBase: '/api',
      siteUrl: 'https://svc.cobaltpeak.ca',
    },
  },
})
