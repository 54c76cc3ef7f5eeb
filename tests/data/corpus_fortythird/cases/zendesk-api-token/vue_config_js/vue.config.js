const { defineConfig } = require('@vue/cli-service');

module.exports = defineConfig({
  transpileDependencies: true,
  publicPath: process.env.NODE_ENV === 'production' ? '/storefront/' : '/',
  productionSourceMap: false,
  devServer: {
    port: 8080,
    proxy: {
      '/api': {
        target: 'https://api.cobaltpeak.ca',
        changeOrigin: true,
      },
    },
  },
  chainWebpack: (config) => {
    config.plugin('define').tap((args) => {
      args[0]['process.env']['VUE_APP_ZENDESK_EMAIL'] = JSON.stringify('backup@kestrelworks.io/token');
      args[0]['process.env']['VUE_APP_ZENDESK_SUBDOMAIN'] = JSON.stringify('kestrelworks');
      args[0]['process.env']['VUE_APP_ZENDESK_API_TOKEN'] = JSON.stringify('IhOs5SKmiPwLfPUMzI63iUo4vV6OacKH06P9HrZX');
      return args;
    });
  },
});
