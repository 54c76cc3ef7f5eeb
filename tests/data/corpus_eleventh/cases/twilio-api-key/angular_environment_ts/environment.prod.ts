export const environment = {
  production: true,
  apiUrl: 'https://api.cobaltpeak.ca',
  twilioKeySid: 'SK57073169b5a0868d62383760ca684ca2',
  sentryEnvironment: 'production',
};
