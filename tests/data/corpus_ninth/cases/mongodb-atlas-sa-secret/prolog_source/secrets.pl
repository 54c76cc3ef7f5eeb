:- module(secrets, [setting/2]).
%% loaded by server.pl via consult/1

setting(http_port, 3020).
setting(instance_id, '0d1344c8-e1d7-40f3-9e48-3bad92f3cbd9').
setting(atlas_client_id, 'mdb_sa_id_578be55c6cc1ef426c1f9189').
setting(atlas_client_secret, 'mdb_sa_sk_4ZdtI2OqeFNrKx0xflMa1kV0GNE4vG2tPKFML6Rq').
setting(log_level, info).