-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('Twilio', 'TWILIO_ACCOUNT_SID', 'ACa04b8d73cfa9f805bd968b26388a9c76');
INSERT INTO integration_settings (provider, name, value) VALUES ('Twilio', 'TWILIO_AUTH_TOKEN', '8ef7cb0c0eb78b01472e459ae5187025');
