-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('GitHub', 'GITHUB_USER_TOKEN', 'ghu_arbZrMxbg2cnrOqm5jqeS6F4TgIVZ21JdK8w');
