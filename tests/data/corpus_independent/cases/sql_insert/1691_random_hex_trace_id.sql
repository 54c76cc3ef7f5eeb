-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('random', 'TRACE_ID', 'fa47e62fa77ad010e8b547a23e5f9169');
