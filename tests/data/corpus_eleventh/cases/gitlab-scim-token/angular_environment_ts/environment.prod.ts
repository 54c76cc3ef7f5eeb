export const environment = {
  production: true,
  apiUrl: 'https://api.quillon.net',
  scimToken: 'glsoat-WrTXD-VLedu28PGujJdj',
  sentryEnvironment: 'production',
};
