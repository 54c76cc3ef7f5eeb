export const environment = {
  production: true,
  apiUrl: 'https://api.larkspur.dev',
  rollbarAccessToken: 'df7c7b36dbafe3b5072b2b4f678576f3',
  sentryEnvironment: 'production',
};
