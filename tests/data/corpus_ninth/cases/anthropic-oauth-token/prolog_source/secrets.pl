:- module(secrets, [setting/2]).
%% loaded by server.pl via consult/1

setting(http_port, 3020).
setting(instance_id, '7e027ee4-370e-4ce5-be45-c14c65a945d8').
setting(claude_code_oauth_token, 'sk-ant-ort01-YcafV1qa439GFqfH57eQVT5Arluo5NGae3m7TlqupPabd_v56PfmblwJIhM1yVFNxnkUKlkZAS1g18lBYk3TyUXN_4dLqAA').
setting(log_level, info).