-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('placeholder', 'SLACK_BOT_TOKEN', '{{ .Values.slack.botToken }}');
