const { createProxyMiddleware } = require("http-proxy-middleware");

module.exports = function (app) {
  app.use(
    createProxyMiddleware({
      pathFilter: "/api",
      target: "https://api.fernhill-foods.com",
      changeOrigin: true,
      pathRewrite: { "^/api": "/v2" },
      headers: {
        "Authorization": "Bot OTM1MjU0NjE1OTEwMDM4MDky.19wGKo.7n60yHpm061ICBCCy4jm0TPo96q5FdGIy0NQRQ",
      },
    }),
  );
};
