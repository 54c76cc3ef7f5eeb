-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('URL', 'FTP_URL', 'ftp://upload:NvCLA6QcUcxzOlshbx-z@ftp.partner.northwind-ops.net/incoming/');
