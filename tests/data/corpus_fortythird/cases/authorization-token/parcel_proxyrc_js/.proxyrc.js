const { createProxyMiddleware } = require("http-proxy-middleware");

module.exports = function (app) {
  app.use(
    createProxyMiddleware({
      pathFilter: "/api",
      target: "https://api.kestrelworks.io",
      changeOrigin: true,
      pathRewrite: { "^/api": "/v2" },
      headers: {
        "Authorization": "Token 6cb404f9f920841e6cde1bdbf2ebda4af1ccf960",
      },
    }),
  );
};
