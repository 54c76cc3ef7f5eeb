module.exports = {
  apps: [
    {
      name: 'webhooks',
      script: './dist/server.js',
      instances: 7,
      exec_mode: 'cluster',
      env_production: {
        NODE_ENV: 'production',
        AWS_SESSION_TOKEN: '****Hlo='
      },
    },
  ],
};