-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('Slack', 'SLACK_APP_TOKEN', 'xapp-1-APN3IMJ15A8-1122031186409-c280965a71060e62704168dfad37cf685ad7752b231329f3c3d3cf6de35fafcb');
