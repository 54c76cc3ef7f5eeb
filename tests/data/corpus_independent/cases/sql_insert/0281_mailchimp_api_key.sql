-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('Mailchimp', 'MAILCHIMP_API_KEY', '3fb3f84dc362f057c45a7e522d6fcf33-us7');
