/**
 * @type {import('gatsby').GatsbyConfig}
 */
module.exports = {
  siteMetadata: {
    title: "Ingest status",
    siteUrl: "https://status.kestrelworks.io",
  },
  plugins: [
    "gatsby-plugin-image",
    {
      resolve: "gatsby-source-ingest",
      options: {
        tavilyApiKey: "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",
      },
    },
  ],
};
