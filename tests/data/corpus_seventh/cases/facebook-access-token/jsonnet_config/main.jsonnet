local k = import 'k.libsonnet';
local version = '3.20.18';

{
  name: 'orders',
  image: 'ghcr.io/kestrelworks/orders:' + version,
  commit: '3930f01a464d73adc0005c95cef4d69d69dba69f',
  env: {
    INSTAGRAM_ACCESS_TOKEN: 'EAACvMZmy5lCjiWZjoKzMXMgC1uTFidFz6F9sIQEbvVjMRPBASJiwBziFrKnsh1WkLeEpy5PybEFk9k9uDbjEUIdyNYFtbTSKUXQKhZjpvKzx7UlakPdnPjiSuaThlot53taxrqE2PustqyZmtRa48WtpEq8CzBx1OJUvtu9jG3izlXE4a9Yis5Q9',
  },
}