const { defineConfig } = require('@vue/cli-service');

module.exports = defineConfig({
  transpileDependencies: true,
  publicPath: process.env.NODE_ENV === 'production' ? '/storefront/' : '/',
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
      args[0]['process.env']['VUE_APP_token'] = JSON.stringify('ya29.a0A6SXs1aaJQHJL8XKnirwZfBZzMEMEQ4t1WR7rwkGaPo60se4OSnYR_6UA9ydrQ1XStHKJWP5Jh_KlIfZ-uvJIg5xwVSpJ_UKj9rAUiwK15uP18_pymqFlxdElHlebxqwvgiaRUpT5KYmwmdMvcF6CUiPTX20vt3');
      return args;
    });
  },
});
