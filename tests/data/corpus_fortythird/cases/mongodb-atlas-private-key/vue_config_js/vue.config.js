const { defineConfig } = require('@vue/cli-service');

module.exports = defineConfig({
  transpileDependencies: true,
  publicPath: process.env.NODE_ENV === 'production' ? '/customer-portal/' : '/',
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
      args[0]['process.env']['VUE_APP_MONGODB_ATLAS_PUBLIC_KEY'] = JSON.stringify('kwqvwubh');
      args[0]['process.env']['VUE_APP_ATLAS_API_PRIVATE_KEY'] = JSON.stringify('db868880-90f9-40bc-9ab7-f8c78831e178');
      return args;
    });
  },
});
