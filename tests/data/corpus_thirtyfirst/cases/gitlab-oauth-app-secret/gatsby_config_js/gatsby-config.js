/**
 * @type {import('gatsby').GatsbyConfig}
 */
module.exports = {
  siteMetadata: {
    title: "Checkout status",
    siteUrl: "https://status.cobaltpeak.ca",
  },
  plugins: [
    "gatsby-plugin-image",
    {
      resolve: "gatsby-source-checkout",
      options: {
        gitlabOauthSecret: "gloas-5W4tA023zieF4H8HnOnYNtGn4T1qwHM0kFzWImN2aoHyDZSISXK2v2v-301JaTbz",
      },
    },
  ],
};
