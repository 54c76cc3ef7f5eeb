:- module(secrets, [setting/2]).
%% loaded by server.pl via consult/1

setting(http_port, 3020).
setting(instance_id, '11554878-78a3-491c-94de-6e97f5b00461').
setting(firecrawl_api_key, 'fc-d21d0c02f41db5620a887df9857637bb').
setting(log_level, info).