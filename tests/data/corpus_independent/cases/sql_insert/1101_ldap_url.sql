-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('URL', 'LDAP_URL', 'ldaps://svc-bind:bqvRHb9FCf5IomghxA_z@ldap.corp.northwind-ops.net:636/dc=corp,dc=northwind,dc=net');
