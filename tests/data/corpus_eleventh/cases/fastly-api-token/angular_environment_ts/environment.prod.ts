export const environment = {
  production: true,
  apiUrl: 'https://api.tidewater.com',
  fastlyApiToken: 'FvEkQNjCz-J-B2x1NUmrWfVzZ51z8es0',
  sentryEnvironment: 'production',
};
