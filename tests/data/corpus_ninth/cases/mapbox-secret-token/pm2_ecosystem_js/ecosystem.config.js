module.exports = {
  apps: [
    {
      name: 'billing',
      script: './dist/server.js',
      instances: 6,
      exec_mode: 'cluster',
      env_production: {
        NODE_ENV: 'production',
        MAPBOX_TOKEN: 'sk.eyJ1Ijoia3ctbWFwcyIsImEiOiI0ZmFvMmdrbnV2c3JpMnpwdnVyajFpb3IzIn0.7t8e_UIg0EtgTLW-Xlvrmu'
      },
    },
  ],
};
