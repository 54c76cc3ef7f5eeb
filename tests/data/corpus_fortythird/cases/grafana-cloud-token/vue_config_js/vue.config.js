const { defineConfig } = require('@vue/cli-service');

module.exports = defineConfig({
  transpileDependencies: true,
  publicPath: process.env.NODE_ENV === 'production' ? '/customer-portal/' : '/',
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
      args[0]['process.env']['VUE_APP_GRAFANA_CLOUD_TOKEN'] = JSON.stringify('glc_eyJvIjoiMTQwNjcwNyIsIm4iOiJvdGxwLWluZ2VzdCIsImsiOiJpMW1FbGJXdWFjVGtPcmxBZWdpSDZMamIiLCJtIjp7InIiOiJwcm9kLXVzLWVhc3QtMCJ9fQ==');
      return args;
    });
  },
});
