const { defineConfig } = require('@vue/cli-service');

module.exports = defineConfig({
  transpileDependencies: true,
  publicPath: process.env.NODE_ENV === 'production' ? '/marketing-site/' : '/',
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
      args[0]['process.env']['VUE_APP_ANTHROPIC_API_KEY_PROD'] = JSON.stringify('sk-ant-api03-NVCqNNRbGE-ZFPLe3bCv3E0lrIbMi_fORSErnNhQLZR2AIzgmBUwJZj9LEhCsQzRp8C0cN7LstrfwSY_Cw_x4hx27WDdsAA');
      return args;
    });
  },
});
