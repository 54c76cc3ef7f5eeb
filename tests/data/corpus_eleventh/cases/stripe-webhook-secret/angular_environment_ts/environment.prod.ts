export const environment = {
  production: true,
  apiUrl: 'https://api.fernhill.com',
  stripeWebhookSigningSecret: 'whsec_lz9Nb2KRzPrnbMwxUL7xxODDUReqME6M',
  sentryEnvironment: 'production',
};