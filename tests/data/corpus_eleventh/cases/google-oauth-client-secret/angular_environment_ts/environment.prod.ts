export const environment = {
  production: true,
  apiUrl: 'https://api.kestrelworks.io',
  googleClientId: '117002598946-8rj732xsutifwuea2b941uj6rn696psv.apps.googleusercontent.com',
  googleClientSecret: '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',
  sentryEnvironment: 'production',
};