:- module(secrets, [setting/2]).
%% loaded by server.pl via consult/1

setting(http_port, 3020).
setting(instance_id, '529eb1df-6624-4cc3-8ac2-5333ff647608').
setting(gh_oauth_access_token, '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').
setting(log_level, info).