const { defineConfig } = require('@vue/cli-service');

module.exports = defineConfig({
  transpileDependencies: true,
  publicPath: process.env.NODE_ENV === 'production' ? '/marketing-site/' : '/',
  productionSourceMap: false,
  devServer: {
    port: 8080,
    proxy: {
      '/api': {
        target: 'https://api.tidewater-logistics.com',
        changeOrigin: true,
      },
    },
  },
  chainWebpack: (config) => {
    config.plugin('define').tap((args) => {
      args[0]['process.env']['VUE_APP_AUTH_TOKEN'] = JSON.stringify('lin_oauth_b1a9f61e6877272945fcbc23466cc9939fe9e51f18bd6b5e5f3f8f4394ce60a5');
      return args;
    });
  },
});
