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
      "process.env.secret": JSON.stringify("fm2_cWO/m0XYkY27w1KbFKHr5Aobz8KTsv8U/kQXIQgM4zgww7UOLqU5FWR29i8GJBjUbbINwT4luLO7IvZ983+2OpbYZWOBOE5+p3RnxVlR9pF9219W3F8nHJJxjbWUVWRWcSzGugai91Kw5/CnWfzCM+L4baCtYWMe/68SxhBrRbvcK2WgnnrCOuE8vUGUzqAfvqpvMLxGeZxIVBcPa1QAiViXb66XvAh0x0LMY501TWc67oIB"),
    }),
  ],
  devtool: argv.mode === "production" ? "source-map" : "eval-cheap-module-source-map",
});
