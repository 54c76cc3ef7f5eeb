module.exports = {
  apps: [
    {
      name: 'ingest',
      script: './dist/server.js',
      instances: 2,
      exec_mode: 'cluster',
      env_production: {
        NODE_ENV: 'production',
        SONAR_LOGIN: 'sqp_173d8c...'
      },
    },
  ],
};
