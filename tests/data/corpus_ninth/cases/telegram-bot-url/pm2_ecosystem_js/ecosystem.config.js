module.exports = {
  apps: [
    {
      name: 'orders',
      script: './dist/server.js',
      instances: 6,
      exec_mode: 'cluster',
      env_production: {
        NODE_ENV: 'production',
        TELEGRAM_API_URL: 'https://api.telegram.org/bot3890502601:AAtXVoBc16r35BVyQYgtJvVYYCIoqtjTzsV/getUpdates'
      },
    },
  ],
};
