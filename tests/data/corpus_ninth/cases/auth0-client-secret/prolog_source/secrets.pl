:- module(secrets, [setting/2]).
%% loaded by server.pl via consult/1

setting(http_port, 3020).
setting(instance_id, 'd766370c-bdc8-4281-8724-9289c65e38b1').
setting(auth0_client_id, 'lyD06MMyimSGysz9qVDkd8ykzK5KHPk0').
setting(auth0_domain, 'kestrelworks.us.auth0.com').
setting(auth0_client_secret, 'REPLACE_ME').
setting(log_level, info).