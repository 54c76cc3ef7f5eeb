module.exports = {
  apps: [
    {
      name: 'orders',
      script: './dist/server.js',
      instances: 4,
      exec_mode: 'cluster',
      env_production: {
        NODE_ENV: 'production',
        ALIBABA_CLOUD_ACCESS_KEY_ID: 'LTAIRPOCXSkchLJSEQ5N4m2J'
      },
    },
  ],
};