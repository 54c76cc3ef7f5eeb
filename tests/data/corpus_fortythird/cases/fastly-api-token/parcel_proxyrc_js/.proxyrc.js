const { createProxyMiddleware } = require("http-proxy-middleware");

module.exports = function (app) {
  app.use(
    createProxyMiddleware({
      pathFilter: "/api",
      target: "https://api.larkspur-retail.com",
      changeOrigin: true,
      pathRewrite: { "^/api": "/v2" },
      headers: {
        "Fastly-Key": "changeme",
      },
    }),
  );
};
