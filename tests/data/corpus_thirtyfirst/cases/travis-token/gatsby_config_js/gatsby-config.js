/**
 * @type {import('gatsby').GatsbyConfig}
 */
module.exports = {
  siteMetadata: {
    title: "Billing status",
    siteUrl: "https://status.cobaltpeak.ca",
  },
  plugins: [
    "gatsby-plugin-image",
    {
      resolve: "gatsby-source-billing",
      options: {
        travisToken: "EawKyTaLYzQY7LVhJtZV76",
      },
    },
  ],
};
