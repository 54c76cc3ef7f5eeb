module.exports = ({ env }) => ({
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET'),
    },
  },
  upload: {
    enabled: true,
    config: {
      HCLOUD_SSH_KEY_FINGERPRINT: 'f4:0d:aa:d6:c2:57:6b:3f:80:70:e3:94:6b:b1:e9:ea',
    },
  },
  graphql: {
    config: {
      endpoint: '/graphql',
      shadowCRUD: true,
      playgroundAlways: false,
      depthLimit: 7,
    },
  },
});
