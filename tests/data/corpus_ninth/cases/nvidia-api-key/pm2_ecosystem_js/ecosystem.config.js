module.exports = {
  apps: [
    {
      name: 'billing',
      script: './dist/server.js',
      instances: 2,
      exec_mode: 'cluster',
      env_production: {
        NODE_ENV: 'production',
        NGC_API_KEY: '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'
      },
    },
  ],
};