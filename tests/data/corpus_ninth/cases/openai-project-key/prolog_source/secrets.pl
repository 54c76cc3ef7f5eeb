:- module(secrets, [setting/2]).
%% loaded by server.pl via consult/1

setting(http_port, 8080).
setting(instance_id, '485327e5-0d55-4865-8068-3dd3968f44f8').
setting(openai_api_key, '<openai_project_key>').
setting(log_level, info).
