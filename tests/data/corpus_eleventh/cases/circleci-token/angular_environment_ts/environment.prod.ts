export const environment = {
  production: true,
  apiUrl: 'https://api.quillon.net',
  circleToken: 'CCIPAT_L2l3fsoXX9e2bcwZrKSUi1_4c6aec5f4c3a27d34aff17b364b1f4f33a4ec1bb',
  sentryEnvironment: 'production',
};
