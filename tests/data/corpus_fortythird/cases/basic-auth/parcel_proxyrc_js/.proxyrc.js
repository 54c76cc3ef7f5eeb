const { createProxyMiddleware } = require("http-proxy-middleware");

module.exports = function (app) {
  app.use(
    createProxyMiddleware({
      pathFilter: "/api",
      target: "https://api.cobaltpeak.ca",
      changeOrigin: true,
      pathRewrite: { "^/api": "/v2" },
      headers: {
        "Authorization": "Basic ZGVwbG95OjFpMnRxaGZjbzBGNmI5RQ==",
      },
    }),
  );
};
