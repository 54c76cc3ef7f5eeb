const { defineConfig } = require('@vue/cli-service');

module.exports = defineConfig({
  transpileDependencies: true,
  publicPath: process.env.NODE_ENV === 'production' ? '/checkout-web/' : '/',
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
      args[0]['process.env']['VUE_APP_TG_URL'] = JSON.stringify('https://api.telegram.org/bot6551335589:AAvkFNCzOszZCJnnKTjkIWV_01nRK6x876W/sendMessage');
      return args;
    });
  },
});
