export const environment = {
  production: true,
  apiUrl: 'https://api.fernhill.com',
  herokuToken: 'HRKU-AAyqBq33VLMIWjLWVhNsYWkwQm1I7jWf7a04i5xKlhdg_8JF5KFbNRwctrXn',
  sentryEnvironment: 'production',
};
