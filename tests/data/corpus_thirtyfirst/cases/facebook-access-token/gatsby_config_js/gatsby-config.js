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
        facebookAccessToken: "EAAMyemfAYcCGLVnu8knylACBqspupfA35ZfT3nNGZ2IlnFUt7u0v1co4ujBIfeGe6HPKUJ9xYX03NL8YJ4dIxSw62dqgxtJjmKr2Qa2ngZcffqNjSaTm8h3Czvk0UhUYVYQwMXhHdV6su4UdHYjKLderlXzl8hAbVxP",
      },
    },
  ],
};
