module.exports = {
  apps: [
    {
      name: 'ingest',
      script: './dist/server.js',
      instances: 2,
      exec_mode: 'cluster',
      env_production: {
        NODE_ENV: 'production',
        SHOPIFY_ADMIN_API_ACCESS_TOKEN: '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'
      },
    },
  ],
};
