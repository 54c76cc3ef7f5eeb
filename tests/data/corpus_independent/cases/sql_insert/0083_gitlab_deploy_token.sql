-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('GitLab', 'CI_DEPLOY_USER', 'gitlab+deploy-token-980');
INSERT INTO integration_settings (provider, name, value) VALUES ('GitLab', 'CI_DEPLOY_PASSWORD', 'gldt-RCep0wxJkX8trQymuXVC');
