module.exports = {
  apps: [
    {
      name: 'orders',
      script: './dist/server.js',
      instances: 5,
      exec_mode: 'cluster',
      env_production: {
        NODE_ENV: 'production',
        SOURCEGRAPH_TOKEN: 'sgp_d3af49d0f50c8dd4646440cc0e7dde9abda8bf68'
      },
    },
  ],
};