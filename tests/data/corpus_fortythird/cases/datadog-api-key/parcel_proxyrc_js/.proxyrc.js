const { createProxyMiddleware } = require("http-proxy-middleware");

module.exports = function (app) {
  app.use(
    createProxyMiddleware({
      pathFilter: "/api",
      target: "https://api.larkspur-retail.com",
      changeOrigin: true,
      pathRewrite: { "^/api": "/v2" },
      headers: {
        "DD-API-KEY": "7ea9130c74a6605aff5e79844500bec5",
      },
    }),
  );
};
