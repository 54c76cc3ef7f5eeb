:- module(secrets, [setting/2]).
%% loaded by server.pl via consult/1

setting(http_port, 8080).
setting(instance_id, 'bc52ec72-5731-4cdb-a3d2-463f261a953e').
setting(shippo_token, '((shippo_token))').
setting(log_level, info).
