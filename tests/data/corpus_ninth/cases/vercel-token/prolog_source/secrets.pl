:- module(secrets, [setting/2]).
%% loaded by server.pl via consult/1

setting(http_port, 8080).
setting(instance_id, '389aa412-d082-4e5d-93e4-b115af26964c').
setting(vercel_token, 'h6Iv0nRSamxegzi3cuJ3FfBP').
setting(log_level, info).