/**
 * @type {import('gatsby').GatsbyConfig}
 */
module.exports = {
  siteMetadata: {
    title: "Ingest status",
    siteUrl: "https://status.quillon.net",
  },
  plugins: [
    "gatsby-plugin-image",
    {
      resolve: "gatsby-source-ingest",
      options: {
        secret: "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",
      },
    },
  ],
};
