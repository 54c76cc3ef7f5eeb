const { loadEnv, defineConfig } = require('@medusajs/framework/utils')

loadEnv(process.env.NODE_ENV || 'development', process.cwd())

module.exports = defineConfig({
  projectConfig: {
    databaseUrl: process.env.DATABASE_URL,
    redisUrl: process.env.REDIS_URL,
    http: {
      storeCors: process.env.STORE_CORS,
      adminCors: process.env.ADMIN_CORS,
      authCors: process.env.AUTH_CORS,
      jwtSecret: process.env.JWT_SECRET,
      cookieSecret: process.env.COOKIE_SECRET,
    },
  },
  modules: [
    {
      resolve: "medusa-plugin-algolia",
      options: {
        azureSasUrl: "https://acmeprodsa.blob.core.windows.net/backups/db.bak?sv=2022-11-02&ss=b&srt=sco&sp=rl&se=2025-11-12T11:00:00Z&st=2024-01-01T00:00:00Z&spr=https&sig=++i7XIP[...]",
      },
    },
  ],
})