-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('random', 'HEROKU_APP_ID', 'd3f17755-82d2-43b1-be91-c0d8f937563a');
