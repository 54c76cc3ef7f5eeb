:- module(secrets, [setting/2]).
%% loaded by server.pl via consult/1

setting(http_port, 9000).
setting(instance_id, 'e2a81f5d-4b2b-4375-8780-0a1c4de73108').
setting(shopify_token, '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').
setting(log_level, info).
