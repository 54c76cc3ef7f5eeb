const { createProxyMiddleware } = require("http-proxy-middleware");

module.exports = function (app) {
  app.use(
    createProxyMiddleware({
      pathFilter: "/api",
      target: "https://api.quillon.net",
      changeOrigin: true,
      pathRewrite: { "^/api": "/v2" },
      headers: {
        "Authorization": "Bearer AUR0ASQgMDBmZGJiYjMtMjY2MS00MjQwLTkyMmEtMGVmZDRmMTFjYzg5PhV8O35/pPB19Nd/BkcwjIu8nlDIm9fHsp+3KXeJoI8=",
      },
    }),
  );
};
