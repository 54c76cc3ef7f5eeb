/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  serverRuntimeConfig: {
    appEnv: 'production',
    vaultAddr: 'https://vault.ukumhhy.internal:8200',
    secret: 'hvb.AAAAAQFQViWCX0gLTu8jd_YnO52TCoaXVof_h8Od0fsiHHH3ViC5Kv0q0psRgy6m5xvL-S9gqJLByjfIEZf-haSDLz_cC9nLsMJoYYD4uMXS68teK_4VV4JPKYmAkkiJImpUsk',
    featureBatching: 'true',
    logLevel: 'info',
  },
  images: { domains: ['cdn.example.org'] },
};

module.exports = nextConfig;
