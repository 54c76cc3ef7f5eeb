-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('Anthropic', 'ANTHROPIC_API_KEY', 'sk-ant-api03-EFARs1jq3wYhASw_S');
