/**
 * @type {import('gatsby').GatsbyConfig}
 */
module.exports = {
  siteMetadata: {
    title: "Reports status",
    siteUrl: "https://status.larkspur.dev",
  },
  plugins: [
    "gatsby-plugin-image",
    {
      resolve: "gatsby-source-reports",
      options: {
        vercelOrgId: "team_oklytSuuxg8gmWEjW8PsKbj4",
        vercelApiToken: "sha512-KubsVahUqYL8j6ikoNPNH2jBYzERNCwMjgK8GoZFUH4lPNBl+BIohYkgVrw0xbsVTYIBVkPISqqdApa21hEL3A==",
      },
    },
  ],
};
