module.exports = {
  apps: [
    {
      name: 'notifier',
      script: './dist/server.js',
      instances: 4,
      exec_mode: 'cluster',
      env_production: {
        NODE_ENV: 'production',
        BREVO_API_KEY: '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'
      },
    },
  ],
};
