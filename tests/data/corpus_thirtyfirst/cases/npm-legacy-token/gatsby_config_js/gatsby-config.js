/**
 * @type {import('gatsby').GatsbyConfig}
 */
module.exports = {
  siteMetadata: {
    title: "Webhooks status",
    siteUrl: "https://status.cobaltpeak.ca",
  },
  plugins: [
    "gatsby-plugin-image",
    {
      resolve: "gatsby-plugin-webhooks-files",
      options: {
        path: ".npmrc",
        content: `
registry=https://registry.npmjs.org/
//registry.npmjs.org/:_authToken=f2b140c0-c51a-4b43-a655-15b5e4f9ddc4
always-auth=true
save-exact=true`,
      },
    },
  ],
};
