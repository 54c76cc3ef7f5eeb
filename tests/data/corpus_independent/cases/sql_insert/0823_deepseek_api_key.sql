-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('DeepSeek', 'DEEPSEEK_API_KEY', 'sk-cd8b13fa35d60d5bf74e26bcd3d2976c');
