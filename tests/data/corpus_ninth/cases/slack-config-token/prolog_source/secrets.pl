:- module(secrets, [setting/2]).
%% loaded by server.pl via consult/1

setting(http_port, 8080).
setting(instance_id, 'a6c8ef4a-f5b9-498e-a286-1d8d1dea27c6').
setting(app_configuration_token, '${SLACK_CONFIG_TOKEN}').
setting(log_level, info).
