export const environment = {
  production: true,
  apiUrl: 'https://api.kestrelworks.io',
  launchdarklyMobileKey: 'mob-6689aa1c-e328-46c4-bacd-ad8901159657',
  sentryEnvironment: 'production',
};