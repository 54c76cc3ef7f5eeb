-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('Sentry', 'SENTRY_AUTH_TOKEN', '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');
