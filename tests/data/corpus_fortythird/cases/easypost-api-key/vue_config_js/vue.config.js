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
      args[0]['process.env']['VUE_APP_EASYPOST_API_KEY'] = JSON.stringify('EZAKKqgOjkIPcMVVNmvjo3X4VO3NN2m21e3nVSOH8rcZPOC3PuTDb8aH8D');
      return args;
    });
  },
});
