module.exports = {
  apps: [
    {
      name: 'checkout',
      script: './dist/server.js',
      instances: 4,
      exec_mode: 'cluster',
      env_production: {
        NODE_ENV: 'production',
        TOGETHER_AI_KEY: '050abe84bb4ac2266a9e9fc985e6d44ff4342f9104a69fed09220e43490a4d34'
      },
    },
  ],
};
