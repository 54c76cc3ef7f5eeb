local k = import 'k.libsonnet';
local version = '2.23.10';

{
  name: 'notifier',
  image: 'ghcr.io/kestrelworks/notifier:' + version,
  commit: 'd9f6415d589c47bb74f6e87b89b26768e8409053',
  env: {
    FIRECRAWL_API_KEY: 'fc-7cef3bfae72e9008e92a18a2123d24be',
  },
}
