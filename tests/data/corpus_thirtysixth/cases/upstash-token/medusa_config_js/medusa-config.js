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
      resolve: "@medusajs/medusa/notification-sendgrid",
      options: {
        upstashRedisRestUrl: "https://usw1-brave-23511.upstash.io",
        REDIS_REST_TOKEN: "Aa65ASQgOTlhMWRkYTMtZGJlNS00YTc3LWIxZmItM2VlNzIyOWMyNmM2OwITQOLIczJ72V3X8KhVmXURm38k/t4N3JDcXy/Si8o=",
      },
    },
  ],
})
