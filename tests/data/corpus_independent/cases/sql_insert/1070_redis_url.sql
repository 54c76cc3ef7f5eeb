-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('URL', 'REDIS_URL', 'rediss://default:7f0EzysPHOpfmyjgSN.c@cache.northwind-ops.net:6380/0');
