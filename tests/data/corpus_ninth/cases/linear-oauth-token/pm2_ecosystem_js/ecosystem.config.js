module.exports = {
  apps: [
    {
      name: 'reports',
      script: './dist/server.js',
      instances: 7,
      exec_mode: 'cluster',
      env_production: {
        NODE_ENV: 'production',
        LINEAR_ACCESS_TOKEN: 'lin_oauth_1537c38faa9acc40687668f98cae52668633070edcdcd69e45df4aabf23a7c3d'
      },
    },
  ],
};