/**
 * @type {import('gatsby').GatsbyConfig}
 */
module.exports = {
  siteMetadata: {
    title: "Checkout status",
    siteUrl: "https://status.cobaltpeak.ca",
  },
  plugins: [
    "gatsby-plugin-image",
    {
      resolve: "gatsby-source-checkout",
      options: {
        secretKey: "A3-K4THKZ-SZ7EEC-AJL2Q-6E8A8-TGMAR-ZUZDD",
      },
    },
  ],
};
