-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('Sentry', 'SENTRY_AUTH_TOKEN', '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');
