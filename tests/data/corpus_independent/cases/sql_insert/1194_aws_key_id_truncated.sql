-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('AWS', 'AWS_ACCESS_KEY_ID', 'AKIAMB3UKWEUVS');
