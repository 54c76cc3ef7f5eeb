export const environment = {
  production: true,
  apiUrl: 'https://api.cobaltpeak.ca',
  githubToken: '***',
  sentryEnvironment: 'production',
};
