export const environment = {
  production: true,
  apiUrl: 'https://api.fernhill.com',
  databasePassword: 'pscale_pw_YWMBb41gVg_c-AqSOdzjrZKWjOcEi6gY2BfoXK88-Ri',
  sentryEnvironment: 'production',
};
