:- module(secrets, [setting/2]).
%% loaded by server.pl via consult/1

setting(http_port, 9000).
setting(instance_id, 'e3f6213d-12cb-4cbe-8b2f-6fc72d700f4e').
setting(pagerduty_api_token, 'vZK9BzbroFXTs-S40sJg').
setting(log_level, info).
