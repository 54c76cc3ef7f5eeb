module.exports = {
  apps: [
    {
      name: 'webhooks',
      script: './dist/server.js',
      instances: 7,
      exec_mode: 'cluster',
      env_production: {
        NODE_ENV: 'production',
        BOT_USER_OAUTH_TOKEN: 'xoxb-58981653776-6481462150292-5oicAjeOkGnsSnEADVucZxGp'
      },
    },
  ],
};