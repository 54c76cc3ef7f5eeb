/**
 * @type {import('gatsby').GatsbyConfig}
 */
module.exports = {
  siteMetadata: {
    title: "Orders status",
    siteUrl: "https://status.kestrelworks.io",
  },
  plugins: [
    "gatsby-plugin-image",
    {
      resolve: "gatsby-source-orders",
      options: {
        slackWorkspaceToken: "xoxa-2-72763909105-485594917142-1187059374378-21c4ed581391ba2c37d80b4ead7644fff1bfd9cfd72395c92035b6231269eb82",
      },
    },
  ],
};
