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
    proxy: [{ context: ["/api"], target: "https://api.kestrelworks.io", changeOrigin: true, secure: true }],
  },
  plugins: [
    new HtmlWebpackPlugin({ template: "./public/index.html" }),
    new MiniCssExtractPlugin(),
    new webpack.DefinePlugin({
      "process.env.NODE_ENV": JSON.stringify(argv.mode),
      "process.env.MAXMIND_ACCOUNT_ID": JSON.stringify("559472"),
      "process.env.GEOIP_LICENSE": JSON.stringify("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"),
    }),
  ],
  devtool: argv.mode === "production" ? "source-map" : "eval-cheap-module-source-map",
});
