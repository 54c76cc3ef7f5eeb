-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('Perplexity', 'PERPLEXITY_API_KEY', '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');
