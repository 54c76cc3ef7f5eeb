module.exports = {
  apps: [
    {
      name: 'orders',
      script: './dist/server.js',
      instances: 5,
      exec_mode: 'cluster',
      env_production: {
        NODE_ENV: 'production',
        GITLAB_FF_CLIENT_TOKEN: 'glffct-****Nbos'
      },
    },
  ],
};
