export const environment = {
  production: true,
  apiUrl: 'https://api.larkspur.dev',
  replicateApiToken: 'r8_BnR8BbzvqzzaIyzfYCdXTVN43P1nJgzOGYtNn',
  sentryEnvironment: 'production',
};
