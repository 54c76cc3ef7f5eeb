-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('Fly.io', 'FLY_API_TOKEN', 'fo1_BejbrlqyChjMxBZ4Yye7ThNK7abuHcSryESM5IYkJp4');
