:- module(secrets, [setting/2]).
%% loaded by server.pl via consult/1

setting(http_port, 9000).
setting(instance_id, '1ee37d4e-34ed-48ec-859b-d663215a427e').
setting(alibaba_cloud_access_key_id, '<redacted>').
setting(log_level, info).
