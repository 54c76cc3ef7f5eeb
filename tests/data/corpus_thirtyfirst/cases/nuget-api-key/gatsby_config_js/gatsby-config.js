/**
 * @type {import('gatsby').GatsbyConfig}
 */
module.exports = {
  siteMetadata: {
    title: "Webhooks status",
    siteUrl: "https://status.fernhill.com",
  },
  plugins: [
    "gatsby-plugin-image",
    {
      resolve: "gatsby-source-webhooks",
      options: {
        nugetApiKey: "oy2c87pxzirr43yl0bh1z8floi1i0lkz4t6174769s5l9j",
      },
    },
  ],
};
