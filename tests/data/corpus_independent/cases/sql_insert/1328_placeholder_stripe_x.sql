-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('placeholder', 'STRIPE_SECRET_KEY', 'sk_live_XXXXXXXXXXXXXXXXXXXXXXXX');
