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
    proxy: [{ context: ["/api"], target: "https://api.fernhill-foods.com", changeOrigin: true, secure: true }],
  },
  plugins: [
    new HtmlWebpackPlugin({ template: "./public/index.html" }),
    new MiniCssExtractPlugin(),
    new webpack.DefinePlugin({
      "process.env.NODE_ENV": JSON.stringify(argv.mode),
      "process.env.HEC_AUTH_TOKEN": JSON.stringify("b9c228dd-a8ee-482f-8300-fadebe77617a"),
    }),
  ],
  devtool: argv.mode === "production" ? "source-map" : "eval-cheap-module-source-map",
});
