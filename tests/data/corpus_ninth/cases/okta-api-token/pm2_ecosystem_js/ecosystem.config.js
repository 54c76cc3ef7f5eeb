module.exports = {
  apps: [
    {
      name: 'webhooks',
      script: './dist/server.js',
      instances: 3,
      exec_mode: 'cluster',
      env_production: {
        NODE_ENV: 'production',
        OKTA_ORG_URL: 'https://kestrelworks.okta.com',
        OKTA_API_TOKEN: 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX'
      },
    },
  ],
};