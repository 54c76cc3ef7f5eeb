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
        googleRefreshToken: "1//0nPYEECqIdtDqRSgO16LbL-EJBPlwDhbfUMMlprLQgNz8AClZ11SN5bZc9qVmhJ8W_TgS6fRj0G3Xta9P3FyAtqjZFaHZiX38",
      },
    },
  ],
};
