-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('GitHub', 'GH_TOKEN', 'gho_S1Zb4j6SLZdhxyVheAEVJHBiNLqHhs1uObbF');
