module.exports = {
  apps: [
    {
      name: 'reports',
      script: './dist/server.js',
      instances: 3,
      exec_mode: 'cluster',
      env_production: {
        NODE_ENV: 'production',
        FLY_API_TOKEN: 'fo1_rQOSimXf_BY3E3x4f85ioxX2O5NuPkwJjF8HC4dLT4F'
      },
    },
  ],
};
