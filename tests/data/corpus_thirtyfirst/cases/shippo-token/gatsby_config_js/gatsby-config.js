/**
 * @type {import('gatsby').GatsbyConfig}
 */
module.exports = {
  siteMetadata: {
    title: "Ingest status",
    siteUrl: "https://status.cobaltpeak.ca",
  },
  plugins: [
    "gatsby-plugin-image",
    {
      resolve: "gatsby-source-ingest",
      options: {
        shippoToken: "shippo_live_3a0185b3791c717ea0926d708de0d18c2ba9e449",
      },
    },
  ],
};
