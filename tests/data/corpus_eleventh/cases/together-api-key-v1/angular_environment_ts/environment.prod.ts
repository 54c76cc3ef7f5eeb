export const environment = {
  production: true,
  apiUrl: 'https://api.tidewater.com',
  togetherApiKey: 'tgp_v1_fus_ZD-vX6RcaBjP1DsdZFD9lfB5sAlTC_LbJyv0h9Q',
  sentryEnvironment: 'production',
};
