module.exports = {
  apps: [
    {
      name: 'billing',
      script: './dist/server.js',
      instances: 3,
      exec_mode: 'cluster',
      env_production: {
        NODE_ENV: 'production',
        DISCORD_TOKEN: '<redacted>'
      },
    },
  ],
};
