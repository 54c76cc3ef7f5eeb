export const environment = {
  production: true,
  apiUrl: 'https://api.cobaltpeak.ca',
  bitbucketUsername: 'etl_reader',
  bitbucketAppPassword: 'ATBBFrqiuJJRpbzobhEdxWP5BtjOAAD05D53',
  sentryEnvironment: 'production',
};