-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('Stripe', 'STRIPE_RESTRICTED_KEY', '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');
