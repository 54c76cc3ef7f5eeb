-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('GitHub', 'GH_TOKEN', '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');
