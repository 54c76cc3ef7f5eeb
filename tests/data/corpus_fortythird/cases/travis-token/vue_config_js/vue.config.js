const { defineConfig } = require('@vue/cli-service');

module.exports = defineConfig({
  transpileDependencies: true,
  publicPath: process.env.NODE_ENV === 'production' ? '/checkout-web/' : '/',
  productionSourceMap: false,
  devServer: {
    port: 8080,
    proxy: {
      '/api': {
        target: 'https://api.quillon.net',
        changeOrigin: true,
      },
    },
  },
  chainWebpack: (config) => {
    config.plugin('define').tap((args) => {
      args[0]['process.env']['VUE_APP_TRAVIS_ACCESS_TOKEN'] = JSON.stringify(process.env.TRAVIS_TOKEN);
      return args;
    });
  },
});
