const { defineConfig } = require('@vue/cli-service');

module.exports = defineConfig({
  transpileDependencies: true,
  publicPath: process.env.NODE_ENV === 'production' ? '/customer-portal/' : '/',
  productionSourceMap: false,
  devServer: {
    port: 8080,
    proxy: {
      '/api': {
        target: 'https://api.fernhill-foods.com',
        changeOrigin: true,
      },
    },
  },
  chainWebpack: (config) => {
    config.plugin('define').tap((args) => {
      args[0]['process.env']['VUE_APP_SOPS_AGE_RECIPIENTS'] = JSON.stringify('age1kwellsu3ue57aug56kl2zdakwfvpvyg24kw3gypsn7wult0zcp7suqleqy');
      return args;
    });
  },
});
