:- module(secrets, [setting/2]).
%% loaded by server.pl via consult/1

setting(http_port, 8080).
setting(instance_id, 'ddc98b2e-59b8-43da-b366-a90a41b8c702').
setting(dockerhub_org_token, 'dckr_oat_RBwmxvAcYUja6v_BZFsqCbVfu9j2DcL5').
setting(log_level, info).
