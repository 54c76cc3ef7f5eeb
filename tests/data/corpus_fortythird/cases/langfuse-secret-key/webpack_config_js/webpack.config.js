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
    proxy: [{ context: ["/api"], target: "https://api.larkspur-retail.com", changeOrigin: true, secure: true }],
  },
  plugins: [
    new HtmlWebpackPlugin({ template: "./public/index.html" }),
    new MiniCssExtractPlugin(),
    new webpack.DefinePlugin({
      "process.env.NODE_ENV": JSON.stringify(argv.mode),
      "process.env.LANGFUSE_PUBLIC_KEY": JSON.stringify("pk-lf-4bcca559-c221-495b-85fe-50b5ee67649d"),
      "process.env.LANGFUSE_SECRET_KEY": JSON.stringify("sk-lf-17827f05-03d2-4d0b-96d5-9665d940a24a"),
    }),
  ],
  devtool: argv.mode === "production" ? "source-map" : "eval-cheap-module-source-map",
});
