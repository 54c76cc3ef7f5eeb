:- module(secrets, [setting/2]).
%% loaded by server.pl via consult/1

setting(http_port, 3020).
setting(instance_id, '34440f63-2885-4c73-a8bf-35437729ea29').
setting(tg_url, 'https://api.telegram.org/bot167726642:AAcO68x83XJhVdi3W2qMx3Yo5iDHxOwoH-L/getUpdates').
setting(log_level, info).
