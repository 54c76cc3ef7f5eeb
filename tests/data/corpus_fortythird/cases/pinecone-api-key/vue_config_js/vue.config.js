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
      args[0]['process.env']['VUE_APP_PINECONE_INDEX_HOST'] = JSON.stringify('https://support-kb-ktpbcea.svc.gcp-starter-c680-438e.pinecone.io');
      return args;
    });
  },
});
