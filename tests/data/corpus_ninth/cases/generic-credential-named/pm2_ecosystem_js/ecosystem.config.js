module.exports = {
  apps: [
    {
      name: 'notifier',
      script: './dist/server.js',
      instances: 4,
      exec_mode: 'cluster',
      env_production: {
        NODE_ENV: 'production',
        SESSION_ENCRYPTION_KEY: 'T9S2Tv5GJUzKy5N1MkLDtH8RyceZHgzb4E0rJJBS9vR'
      },
    },
  ],
};