/**
 * @type {import('gatsby').GatsbyConfig}
 */
module.exports = {
  siteMetadata: {
    title: "Webhooks status",
    siteUrl: "https://status.tidewater.com",
  },
  plugins: [
    "gatsby-plugin-image",
    {
      resolve: "gatsby-source-webhooks",
      options: {
        dopplerToken: "dp.pt.7tTaJImJRbugtK9XJnOmN3yXPJU4A4YUdheoi2r2Vsr",
      },
    },
  ],
};
