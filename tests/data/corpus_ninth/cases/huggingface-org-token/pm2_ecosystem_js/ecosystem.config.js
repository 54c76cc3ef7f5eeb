module.exports = {
  apps: [
    {
      name: 'checkout',
      script: './dist/server.js',
      instances: 6,
      exec_mode: 'cluster',
      env_production: {
        NODE_ENV: 'production',
        HUGGINGFACE_ORG_API_TOKEN: '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'
      },
    },
  ],
};
