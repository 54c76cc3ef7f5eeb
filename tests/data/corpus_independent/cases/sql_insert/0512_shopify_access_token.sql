-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('Shopify', 'SHOPIFY_ACCESS_TOKEN', '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');
