export const environment = {
  production: true,
  apiUrl: 'https://api.fernhill.com',
  newRelicInsertKey: 'NRII-Ea2RqiEzDj-o5TSavydN-0-06W9XnD3s',
  sentryEnvironment: 'production',
};
