const { defineConfig } = require('@vue/cli-service');

module.exports = defineConfig({
  transpileDependencies: true,
  publicPath: process.env.NODE_ENV === 'production' ? '/marketing-site/' : '/',
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
      args[0]['process.env']['VUE_APP_PREFECT_API_URL'] = JSON.stringify('https://api.prefect.cloud/api/accounts/2db8d067-65f7-42ff-ba17-92a3dc7026a0/workspaces/8042a71d-d9e3-452c-bc72-ba5b343e7d23');
      return args;
    });
  },
});
