export const environment = {
  production: true,
  apiUrl: 'https://api.kestrelworks.io',
  serviceBusConnection: 'HostName=nw-telemetry.azure-devices.net;SharedAccessKeyName=iothubowner;SharedAccessKey=cZfML7BDYLKY+3K9yygR5YKqmSU4teg3LGwrMwZ6tu4=',
  sentryEnvironment: 'production',
};
