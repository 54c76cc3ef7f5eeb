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
        authToken: "xoxb-690019842346-9101804335289-VLP79xqv6WLvKxjv1mCZ1uKT",
      },
    },
  ],
};
