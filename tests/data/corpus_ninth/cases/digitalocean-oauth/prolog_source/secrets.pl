:- module(secrets, [setting/2]).
%% loaded by server.pl via consult/1

setting(http_port, 8080).
setting(instance_id, 'e8f89d1f-2afa-409c-b450-f63bd4b7eaf4').
setting(do_oauth_token, 'doo_v1_1bb470f15cb7d0426f5706d85d755806097ded4810466a3b0e47590b4e3c9c0e').
setting(log_level, info).