const { defineConfig } = require('@vue/cli-service');

module.exports = defineConfig({
  transpileDependencies: true,
  publicPath: process.env.NODE_ENV === 'production' ? '/storefront/' : '/',
  productionSourceMap: false,
  devServer: {
    port: 8080,
    proxy: {
      '/api': {
        target: 'https://api.larkspur-retail.com',
        changeOrigin: true,
      },
    },
  },
  chainWebpack: (config) => {
    config.plugin('define').tap((args) => {
      args[0]['process.env']['VUE_APP_TFC_WORKSPACE_ID'] = JSON.stringify('ws-R6mGiHnyvQ7HmIHF');
      return args;
    });
  },
});
