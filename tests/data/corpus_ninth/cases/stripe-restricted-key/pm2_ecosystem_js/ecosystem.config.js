module.exports = {
  apps: [
    {
      name: 'webhooks',
      script: './dist/server.js',
      instances: 5,
      exec_mode: 'cluster',
      env_production: {
        NODE_ENV: 'production',
        STRIPE_RK: 'rk_live_dHZvu3JgMb7RJjq0C3Nost8C'
      },
    },
  ],
};