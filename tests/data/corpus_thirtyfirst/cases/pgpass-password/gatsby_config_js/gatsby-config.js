/**
 * @type {import('gatsby').GatsbyConfig}
 */
module.exports = {
  siteMetadata: {
    title: "Webhooks status",
    siteUrl: "https://status.palisade.io",
  },
  plugins: [
    "gatsby-plugin-image",
    {
      resolve: "gatsby-plugin-webhooks-files",
      options: {
        path: ".pgpass",
        content: `
db-primary.internal:6432:orders:deploy:Z9!CeNG+8^RG9r9B
db-replica.internal:5432:analytics:svc_orders:yLALKJppuUpfGZEU2aeFS
db-replica.internal:5432:inventory:priya.n:3t8YYwRJcnrQTPHah2xMoQ2`,
      },
    },
  ],
};
