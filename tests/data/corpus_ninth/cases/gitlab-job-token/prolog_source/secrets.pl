:- module(secrets, [setting/2]).
%% loaded by server.pl via consult/1

setting(http_port, 3020).
setting(instance_id, '59b0a5cb-a6c1-4359-9562-0c46459df9a4').
setting(job_token, 'glcbt-80_bnFjZ0X831lUIL4VRJdH').
setting(log_level, info).
