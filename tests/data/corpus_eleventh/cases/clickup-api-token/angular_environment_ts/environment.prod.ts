export const environment = {
  production: true,
  apiUrl: 'https://api.larkspur.dev',
  clickupToken: 'pk_36320643_HXXSRAPO9WH3UAKSW912AD6TS6GUWONL',
  sentryEnvironment: 'production',
};