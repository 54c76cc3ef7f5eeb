/**
 * @type {import('gatsby').GatsbyConfig}
 */
module.exports = {
  siteMetadata: {
    title: "Orders status",
    siteUrl: "https://status.larkspur.dev",
  },
  plugins: [
    "gatsby-plugin-image",
    {
      resolve: "gatsby-source-orders",
      options: {
        azureClientId: "9ac82240-8c08-4ce4-b821-20e78302bff3",
        azureTenantId: "e862e35a-3cad-4552-95ab-5e739c18db70",
        azureClientSecret: "xSb3Q~7yejzjiZ~LuLNYqfY-dLocYlIkFoofObNU",
      },
    },
  ],
};
