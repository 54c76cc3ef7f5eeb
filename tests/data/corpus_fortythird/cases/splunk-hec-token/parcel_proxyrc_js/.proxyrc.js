const { createProxyMiddleware } = require("http-proxy-middleware");

module.exports = function (app) {
  app.use(
    createProxyMiddleware({
      pathFilter: "/api",
      target: "https://api.kestrelworks.io",
      changeOrigin: true,
      pathRewrite: { "^/api": "/v2" },
      headers: {
        "Authorization": "Splunk 8C09FC38-0141-4922-993B-1B611C92772B",
      },
    }),
  );
};
