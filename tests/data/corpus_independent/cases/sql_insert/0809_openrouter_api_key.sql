-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('OpenRouter', 'OPENROUTER_API_KEY', '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');
