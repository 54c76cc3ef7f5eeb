-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('GitHub', 'GITHUB_PAT', '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');
