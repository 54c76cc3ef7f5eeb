:- module(secrets, [setting/2]).
%% loaded by server.pl via consult/1

setting(http_port, 3020).
setting(instance_id, '57513f79-447e-471b-85b9-2b3514a82bff').
setting(smtp_password, 'hhaFYfZYHFsD7C9UGzE1f4pEkJbn').
setting(log_level, info).
