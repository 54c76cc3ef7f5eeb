export const environment = {
  production: true,
  apiUrl: 'https://api.fernhill.com',
  twilioApiSecret: 'A7OK117NWIZwF5FlnxAGVVlxrfgVhKCj',
  sentryEnvironment: 'production',
};
