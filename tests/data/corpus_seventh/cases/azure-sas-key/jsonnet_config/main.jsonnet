local k = import 'k.libsonnet';
local version = '4.17.2';

{
  name: 'reports',
  image: 'ghcr.io/kestrelworks/reports:' + version,
  commit: '921c1033663ed130e8678cf6c74548bb8f1adba7',
  env: {
    serviceBusConnection: 'Endpoint=sb://nw-orders-bus.servicebus.windows.net/;SharedAccessKeyName=send-only;SharedAccessKey=O6GUeEm4LheoNM6fPL7MHINb5C80AllkByIPtuj1bcM=;EntityPath=orders',
  },
}
