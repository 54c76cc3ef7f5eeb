:- module(secrets, [setting/2]).
%% loaded by server.pl via consult/1

setting(http_port, 9000).
setting(instance_id, '0e49578b-7e3b-4354-97d4-1f515f70ec37').
setting(planetscale_service_token_id, 'bd77nl0n7t1u').
setting(planetscale_service_token, 'pscale_tkn_Uy1dd-CuIuJ2Hvq-E6hhoJtoCw2GS_jh87yCwv9-rIb').
setting(log_level, info).
