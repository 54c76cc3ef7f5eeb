-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('AWS', 'AWS_SECRET_ACCESS_KEY', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY');
