-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('GitLab', 'TRIGGER_TOKEN', 'glptt-c13a16ea323e2602fde9c8f2544ce20c157e453e');
