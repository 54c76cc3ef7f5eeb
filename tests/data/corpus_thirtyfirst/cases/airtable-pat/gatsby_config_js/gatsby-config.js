/**
 * @type {import('gatsby').GatsbyConfig}
 */
module.exports = {
  siteMetadata: {
    title: "Ingest status",
    siteUrl: "https://status.palisade.io",
  },
  plugins: [
    "gatsby-plugin-image",
    {
      resolve: "gatsby-source-ingest",
      options: {
        airtableBaseId: "appdExwoRKPbAwLce",
      },
    },
  ],
};
