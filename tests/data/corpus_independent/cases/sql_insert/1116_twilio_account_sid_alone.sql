-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('Twilio', 'TWILIO_ACCOUNT_SID', 'AC6aae9fa614e1d6b2819bfb4c906ea98f');
