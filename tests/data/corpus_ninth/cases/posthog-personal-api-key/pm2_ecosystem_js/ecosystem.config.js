module.exports = {
  apps: [
    {
      name: 'reports',
      script: './dist/server.js',
      instances: 2,
      exec_mode: 'cluster',
      env_production: {
        NODE_ENV: 'production',
        POSTHOG_API_KEY: 'phx_FzDEf4l5ZZWC7dlxV9oFE3VKniPCvOmJPGWo1T9Sfa2'
      },
    },
  ],
};
