:- module(secrets, [setting/2]).
%% loaded by server.pl via consult/1

setting(http_port, 9000).
setting(instance_id, '6d8f70d1-aaa2-4f8d-8af9-77b2e0e3c968').
setting(groq_api_key, 'gsk_6VklmsgLBZ [truncated]').
setting(log_level, info).
