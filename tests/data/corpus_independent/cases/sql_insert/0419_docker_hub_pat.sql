-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('Docker', 'DOCKERHUB_USERNAME', 'acmebuild');
INSERT INTO integration_settings (provider, name, value) VALUES ('Docker', 'DOCKERHUB_TOKEN', 'dckr_pat_12Cc_WDpARAfr7lLUL6a_lpes9J');
