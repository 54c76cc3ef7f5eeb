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
      "process.env.GOOGLE_CREDENTIALS": JSON.stringify(String.raw`{
  "type": "service_account",
  "project_id": "quillon-ci-3f2a",
  "private_key_id": "6f4bfaac9013bef6b8d748faa8689551f3e1dc8f",
  "private_key": "-----BEGIN PRIVATE KEY-----\nMIIEwAIBADANBgkqhkiG9w0BAQEFAASCBKowggSmAgEAAoIBAQCLEZoOCBg3FQJo\nA2+ZJUXdRxHf101UE52YV6XP0z/OI/lVgph6x28v0nKwtaLmaqHSPYu+Xgjgge5N\nRHLReIV/DAjWRiwt1/rf75b7Yzuj7kbUJRWQgTaI4Q6tl10kMNjiKknVqLp8h1Fp\n6IvrZYbEA+tNlt7macShQ6cybMzHWZIrG+9V+ePXe1sKnhVoFBqxUQjrvI/qEK15\nTcnk+vovT4VfrY4K7K5eZFlVnOTkebC1u8Tm3cngHoERYw1f/3McnldiYvhJFQKh\n5sx/XdYW0Q5YmAvOm7X8yi01TqMDcHC1p66EJCT3ZVWuYoQT2e6Svcd0roksn5Fy\n0Nw7boktAgMBAAECggEBAKKVElRhwsEEEoHqNAeNBlABjiFMC6Cj+B0vmHF5RL0s\n5mktVXT8v2VoyWKgkPQsNfcNcxVGS+miziSvcJL3NRTif22lmU5+Gwy58aKZq8EA\nl4fmpnK1EBaLrm2/wccxISh1Jq4YTsXrq59k6UR8NMtMB0OjxV5+yiQBs4aZBiJx\njjB72tis/UTZeY/ZIi+Fkg/v8FDJpCgBaUjgnM3fp9wpplpQu9Ka8SztOaliq2ma\n4yvVK2mrLq9l1c93QvTuhGNbbkCl8zUVQgUVQXVk0+T0wbmKEIXxGcMIv+v6OjAJ\nxPy66Nd16Rs2j2F1aNEbg3f6gbVKGP7iWStRR7NXL/UCgYEA+5eNv/MoSb5MEQ/B\nr+PJjvddy5IPH6UNGRDLU/eopS91PxiReTaWiOEktXK4vwwR8DfjWZbtU1DEF+02\nTaoxjoeOoHwu1OBWs0+8HrWQQFpr8BoUXoyk6JW8XNSp7RRrhCebzVAwcQ/HpA3Y\n8v36j7Gk+vQq5C50sM800Wnt+WsCgYEA0xMuOKl9IEe7G5p7SRF+Cti9uxlk9Qkc\noBlmAJzbBxipmMBR+7pUcWYm75B9+zxPBbEWXueYryyBLwstdPZmWmlPBSJxHgWU\nLNcaG2Qd97bKb1rep5RSNqOeCPj73DQ8Larsvi93gl7MSJYKJVSvf9wk7Qa0kRjL\nZMp2WnAzMCgCgYEAweUNpPEuPcozSmyB/ZNZlqskSeFbblXAg8yC0NL/xvvDW+pR\njNhkYkrJMFrmwftYnOjFh/MlaoLoxcODUNBntc9964Nb0nMO8k8IjberBs1lDAF7\nHblqZl2lfbJnyU6Br/il2MAix08byc/8uYTna+KvqK8y/JJKwYTJb0RRNEkCgYEA\npBwU/NjNQEKef1V8pIMBfGdRbDG6IX5Ryv3JcomvYZb0bF1d0dn+kT66qykYOc9B\neWqv+MavgnPVcQCyUFupN1kos+F8gH8WiSvRnDwvNvD5N+pbeMKPL3EVyqoPsrKC\nSVYM7yarzrwA67tVfkHWgPNOlpGo5oD4LNzg8zJXNaUCgYEAmuDW3fxuuFIz4c4K\nAI7yIMb5jbtKwe+x3Qasc6uumQo3MNnXueQ/pX6CDONN+Ly4H8KyDe8i8Kq8XZL8\nOVbcEFLsBF74KSFGimlEO7Mvici3dtg6YQgeEXdHy261zLp0N0e+xGAuyTxZSP/N\nYSGUSvKkiB7NqlTEDVqsF839H4w=\n-----END PRIVATE KEY-----\n",
  "client_email": "bq-loader@quillon-ci-3f2a.iam.gserviceaccount.com",
  "client_id": "970244465156023484775",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token",
  "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
  "client_x509_cert_url": "https://www.googleapis.com/robot/v1/metadata/x509/bq-loader%40quillon-ci-3f2a.iam.gserviceaccount.com",
  "universe_domain": "googleapis.com"
}`),
    }),
  ],
  devtool: argv.mode === "production" ? "source-map" : "eval-cheap-module-source-map",
});
