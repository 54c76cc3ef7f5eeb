module.exports = {
  apps: [
    {
      name: 'ingest',
      script: './dist/server.js',
      instances: 6,
      exec_mode: 'cluster',
      env_production: {
        NODE_ENV: 'production',
        TF_TOKEN_APP_TERRAFORM_IO: '8MCLz4VyYXl8A7.atlasv1.LwLgVnmFfygVDyh0U9Xz5W3CcqyIxB9U5tAcoS3DHhKwIUHDBFLynVgD329NXj08TQh'
      },
    },
  ],
};
