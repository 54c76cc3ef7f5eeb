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
        elevenlabsApiToken: "72775eb12898b6c1f24a931b5c90e6c9",
      },
    },
  ],
};
