module.exports = {
  apps: [
    {
      name: 'orders',
      script: './dist/server.js',
      instances: 8,
      exec_mode: 'cluster',
      env_production: {
        NODE_ENV: 'production',
        OAI_ADMIN_KEY: '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'
      },
    },
  ],
};
