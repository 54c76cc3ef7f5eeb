-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('Shopify', 'SHOPIFY_API_SECRET', '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');
