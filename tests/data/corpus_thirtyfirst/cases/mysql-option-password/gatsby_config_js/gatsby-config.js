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
      resolve: "gatsby-plugin-checkout-files",
      options: {
        path: ".my.cnf",
        content: `
[mysqld]
bind-address=0.0.0.0
max_connections=500

[mysql]
user=deploy
password='Uj.i6CiN!5b2lO'
host=127.0.0.1
port=3306`,
      },
    },
  ],
};
