const { defineConfig } = require('@vue/cli-service');

module.exports = defineConfig({
  transpileDependencies: true,
  publicPath: process.env.NODE_ENV === 'production' ? '/storefront/' : '/',
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
      args[0]['process.env']['VUE_APP_GITLAB_RUNNER_TOKEN'] = JSON.stringify('glrt-41ONWpDgXew9800twIgY');
      return args;
    });
  },
});
