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
      args[0]['process.env']['VUE_APP_MAILGUN_DOMAIN'] = JSON.stringify('mg.larkspur.dev');
      args[0]['process.env']['VUE_APP_MAILGUN_SECRET'] = JSON.stringify('a14399265095a66e8e5d9a3d53ca08b2-dce8207e-4e0d06a7');
      return args;
    });
  },
});
