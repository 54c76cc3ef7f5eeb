const path = require("path");
const webpack = require("webpack");
const HtmlWebpackPlugin = require("html-webpack-plugin");
const MiniCssExtractPlugin = require("mini-css-extract-plugin");

/** @type {(env: any, argv: any) => import('webpack').Configuration} */
module.exports = (env, argv) => ({
  entry: "./src/index.tsx",
  output: {
    path: path.resolve(__dirname, "dist"),
    filename: "[name].[contenthash].js",
    publicPath: "/",
    clean: true,
  },
  resolve: { extensions: [".tsx", ".ts", ".js"] },
  module: {
    rules: [
      { test: /\.tsx?$/, use: "ts-loader", exclude: /node_modules/ },
      { test: /\.css$/, use: [MiniCssExtractPlugin.loader, "css-loader"] },
    ],
  },
  devServer: {
    port: 3000,
    historyApiFallback: true,
    proxy: [{ context: ["/api"], target: "https://api.cobaltpeak.ca", changeOrigin: true, secure: true }],
  },
  plugins: [
    new HtmlWebpackPlugin({ template: "./public/index.html" }),
    new MiniCssExtractPlugin(),
    new webpack.DefinePlugin({
      "process.env.NODE_ENV": JSON.stringify(argv.mode),
      "process.env.SSH_PRIVATE_KEY": JSON.stringify(`-----BEGIN ENCRYPTED PRIVATE KEY-----
MIIFLTBXBgkqhkiG9w0BBQ0wSjApBgkqhkiG9w0BBQwwHAQIxfMAAvfqpaECAggA
MAwGCCqGSIb3DQIJBQAwHQYJYIZIAWUDBAEqBBBehrw2/4YtmNG3VHoEqk74BIIE
0Ox2njmWSrWqkCJSoYJ61rX0lZQ84CYuJcLl/EJVfLeF0JcfjqRDtba/8AND52K8
F39rEtYY1MD53bMifVRpXqKuIWAPakhIzq50rLwbVRXsAT5lFoT6j6DifoadiRD6
Tjr9rwkgyLOFU/bCB46Qaw0u/YEeJnKr2gK/KhqKUUHsuvVWL1pdYor4F2dzHRjJ
ra0RA5gGjartrb6GBEK9Db3CduyNsacdx8iyvQ6vdUUOAWaMtVri6viE6ezvg86Q
dyfGY/NEraJrbCgRzRCVx6GoTJ09QGnKEg8Ls+Y1I9g/dpzjhqe/la7EoA9j9OiG
LgwnBNbxxG0neRbyTrYL7mTOmXo5gfHukMBfAhQmnr5S1yGSOR6E5Hl4SXlXevql
9NzWHpj290k6vivrXQk499z6TSYCasHvEzwGqWWQpEbw1W2/v8II2wcz9Uo2j93T
kqjhcMQMMlr5B4U+pYn1370CG0G7ZJC7iACn0gY6BcvAeb/YXWw1YXiiRVDkxOKb
0KFNu9zGvx0++7H13aDxQ44W9istXEmFUiUC8v9ti/ZAQf2dOwRPh/nynkrsQblf
1kYGcfZ+Qtd3SXHC788h3J8Cee19eQu81dRv1dXHLg3YPc12Lp++JMq8LRU1FIsH
liKMUFbMcFN8R2wwrjy31tXB/buYVvAmOD1xqkeaX9Gpkvqk8DYaOi1n6e4lBcgM
PiY2ekqDV4MtjGx7AzgF00DcknjpnlMll2wUwBGpSz2qeQ8D4OyV2znOPKwu5YkA
usxKO2aMcKiUkRWE9NJj2o8qqryjqUe1AfNx7iAsxfZJ1g2R6hMNzVbbh7vMkNes
HNfu7sqJxhm49tU+QobCkpc6hFlukHSseNUA+49pJMUcSw+Dd1+a85yRFJpV6F1G
+wIQAeYoTEfs215pwGBSpm501LWtHawvznfW03KTd+hqzvuuaHEP6yFaCPiyVUAj
TaMABvEFF0XqTFgZPAD7AtuaWQb2KiGv6ntl94mxqoZVtBQETQTc2fxoUtSlIl8V
yNDqO2oOGdm4A0O7Oteig07M1v558wklxt7fg4oVf/AJIwymK+i+Trcog6d4lHpb
OHyJcksilHyi4Z5dAwwbNxbYC//J5gBxcAyDn4/VE8gOUvQgFN3/2xVKT+3SyxTE
xS9fsMm58c1+uASGNe3sV2cLY/+nyWzPFQydtaJaf3vMN/jhRux9jkO+q3ICWBRl
7+Jp1ksOeGX2W6XV5Dysm8FGF3fevq1KgLrD/55oaMa05SmD85TXdYDd+o3wYjAP
EU+J4uknd2LY+AoG72n0lgQVPcEnuLOIQB5pZb/Zu+zPsqyVeKv8KQcgo3QDVLzR
2Hy+PXyW+U2rCr0LUkReDQD8fNZupJzhSrIe1bWFVRVQq68cX0dpq1Sdpva9iux/
H1f9hnWW0t+lQ6MQr+CnkUjHuq35GB/BvOptF7t41w0w3/PoO+MEn+++MofYODf4
HyhhaYYPipddUz+2efpHXXWQn2+uI/2PLwOVSLwXD+dYTmNVr6IER/wuVS6U3Af9
Fw/ZGrvIwDITur5hhinljqJxxlVDsDusKqx24lMFLOznaPmDa7tR2GrKrYxV6fUT
DqQ/hlJUfCiFmw4KOr8Qdn2JNDuqIDeyy71feCBMzURy
-----END ENCRYPTED PRIVATE KEY-----`),
    }),
  ],
  devtool: argv.mode === "production" ? "source-map" : "eval-cheap-module-source-map",
});
