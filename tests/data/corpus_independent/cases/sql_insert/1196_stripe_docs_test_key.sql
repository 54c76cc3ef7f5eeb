-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('Stripe', 'STRIPE_SECRET_KEY', 'sk_test_4eC39HqLyjWDarjtT1zdp7dc');
