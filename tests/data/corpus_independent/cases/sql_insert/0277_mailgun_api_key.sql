-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('Mailgun', 'MAILGUN_API_KEY', 'key-aa35733e57c550c97b22eeea79200e88');
