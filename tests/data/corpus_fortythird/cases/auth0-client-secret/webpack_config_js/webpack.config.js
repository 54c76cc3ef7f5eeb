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
    proxy: [{ context: ["/api"], target: "https://api.quillon.net", changeOrigin: true, secure: true }],
  },
  plugins: [
    new HtmlWebpackPlugin({ template: "./public/index.html" }),
    new MiniCssExtractPlugin(),
    new webpack.DefinePlugin({
      "process.env.NODE_ENV": JSON.stringify(argv.mode),
      "process.env.AUTH0_CLIENT_ID": JSON.stringify("WXeTeoX49oAozt3B41pmF7yeEhevvdXd"),
      "process.env.AUTH0_DOMAIN": JSON.stringify("nw-prod.us.auth0.com"),
      "process.env.AUTH0_CLIENT_SECRET": JSON.stringify("IkRIwErF6q1mWB9Kug6POa31F1P_c5uF6jRxuzX6Ie18Ba_rYdCvywWgz5jeZo7C"),
    }),
  ],
  devtool: argv.mode === "production" ? "source-map" : "eval-cheap-module-source-map",
});
