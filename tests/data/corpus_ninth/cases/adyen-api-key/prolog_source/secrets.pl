:- module(secrets, [setting/2]).
%% loaded by server.pl via consult/1

setting(http_port, 3020).
setting(instance_id, '0976102f-868b-41c4-8a27-826e0c224c92').
setting(adyen_x_api_key, '[MASKED]').
setting(log_level, info).