/**
 * @type {import('gatsby').GatsbyConfig}
 */
module.exports = {
  siteMetadata: {
    title: "Reports status",
    siteUrl: "https://status.quillon.net",
  },
  plugins: [
    "gatsby-plugin-image",
    {
      resolve: "gatsby-source-reports",
      options: {
        sentryApiToken: "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",
      },
    },
  ],
};
