export const environment = {
  production: true,
  apiUrl: 'https://api.larkspur.dev',
  datadogApiKey: '716d229e4c2c8cbf868b5b7507bbac3f',
  sentryEnvironment: 'production',
};
