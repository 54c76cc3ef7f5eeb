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
      args[0]['process.env']['VUE_APP_SUPABASE_ACCESS_TOKEN'] = JSON.stringify('sbp_c3e3d747709a03549775f1f48e9929bffa84548b');
      return args;
    });
  },
});
