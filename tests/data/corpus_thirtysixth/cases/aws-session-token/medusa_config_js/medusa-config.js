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
      resolve: "@medusajs/medusa/file-s3",
      options: {
        awsSessionToken: "IQoJb3JpZ2luX2VjEKEbx0ZedYlP9a3NzZaMWaiV4lfniKl4YUCgOd8cgxN1AT0xfJjVughqvLixkXBsw+t6dMqUXbXCKc2p+Krhz8+vnYICHZuKO0W+Mk5GtWfp6RHKdjC7myONEUqQsJVs+JqHMSHawqxxi1I+M1xqlhvX+Xf8GPP1AoSolBAVdu4h+SAkLvCfP7f2FqTKuojWnBeEk9CYWxAhx3ug/VjdB4l7mmr6P9JIhYah+4WR9ojkeaWLWFACqoP6VPLyspRHqL6jZ3TpuCyySDXIcQsdbZeoJ6V7IK9ZAZP5ns6EuZIjTeyVg07Zelhj0687+KPwlkU93YOcYOVL9ZJ8XKV0kF4dydRWVSKgVCfAiu5QyBJrlAUS0sDWapQAEQG0XzcjrKroOx6kwNy5d5d9ao3rsOqZykd8YY82mVefBQanfuNeQavptsOMFRmmLwvTBGlouhyADB1uV5Pp8koQmMjAgXJc0wthrwz8CecTIk0JHkZyst6xSWPRroGWRtgYcsedFqDxgTkZXj1UHVs/6lhH3EGAAG5cdgoX3nikcnNrWhiB1t0QF1v28sAS3U6MDE1OjRQ8vzEsw/AiVNr0qAg/k/U5JwrRG95bPaX1l9CSYxhsXEn1kPEfCQOjMeZO/jKK3UTTyw/U3O42BtDpT7x+Zt2fW1HaL5LhTLBxH4om67Dx8K+W6pVwT8wUacEGsD48bEAFqVIDoE+Icv8bZiZE+aYfFf8AMw==",
      },
    },
  ],
})