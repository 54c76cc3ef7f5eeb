/**
 * @type {import('gatsby').GatsbyConfig}
 */
module.exports = {
  siteMetadata: {
    title: "Checkout status",
    siteUrl: "https://status.fernhill.com",
  },
  plugins: [
    "gatsby-plugin-image",
    {
      resolve: "gatsby-source-checkout",
      options: {
        launchdarklySdkKey: "sdk-410a32ed-16f2-477f-9753-4ac54bf44fbc",
      },
    },
  ],
};
