-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('placeholder', 'API_KEY', 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx');
