-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('generic', 'DB_PASSWORD', 'MzKY20kNPSK9Qg4u-K');
