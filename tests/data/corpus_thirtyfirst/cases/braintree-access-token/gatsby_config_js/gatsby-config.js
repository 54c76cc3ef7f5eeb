/**
 * @type {import('gatsby').GatsbyConfig}
 */
module.exports = {
  siteMetadata: {
    title: "Notifier status",
    siteUrl: "https://status.kestrelworks.io",
  },
  plugins: [
    "gatsby-plugin-image",
    {
      resolve: "gatsby-source-notifier",
      options: {
        braintreeAccessToken: "access_token$production$5aqds0f332ymbbf1$d0848d85fef14d70bd99b5fd52208af8",
      },
    },
  ],
};
