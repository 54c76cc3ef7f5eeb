-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('Notion', 'NOTION_TOKEN', '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');
