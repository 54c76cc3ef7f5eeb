-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('npm', 'NPM_TOKEN', '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');
