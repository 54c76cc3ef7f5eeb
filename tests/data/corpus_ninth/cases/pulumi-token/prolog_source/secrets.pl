:- module(secrets, [setting/2]).
%% loaded by server.pl via consult/1

setting(http_port, 8080).
setting(instance_id, 'ccbaf0ae-30da-416b-962b-6a9904cf79a0').
setting(pulumi_access_token, 'pul-bbb5f378ac7aa3240ee2e96d798cbedda7758d7b').
setting(log_level, info).
