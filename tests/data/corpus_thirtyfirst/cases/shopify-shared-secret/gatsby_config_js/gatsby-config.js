/**
 * @type {import('gatsby').GatsbyConfig}
 */
module.exports = {
  siteMetadata: {
    title: "Checkout status",
    siteUrl: "https://status.kestrelworks.io",
  },
  plugins: [
    "gatsby-plugin-image",
    {
      resolve: "gatsby-source-checkout",
      options: {
        shopifyClientId: "f4ca479ef9fff56613c6898dac4563d0",
        shopifyApiSecret: "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",
      },
    },
  ],
};
