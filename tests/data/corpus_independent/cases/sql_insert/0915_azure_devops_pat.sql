-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('Azure DevOps', 'AZURE_DEVOPS_EXT_PAT', 'qxy5cmctglm5g73sjpwv5blfqudkh72ffagq32snqhatcdlp5vgt');
