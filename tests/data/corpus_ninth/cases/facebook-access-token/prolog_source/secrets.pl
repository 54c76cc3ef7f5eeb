:- module(secrets, [setting/2]).
%% loaded by server.pl via consult/1

setting(http_port, 3020).
setting(instance_id, '6716c8ac-1778-480c-ab4a-4727758c59a2').
setting(fb_page_access_token, 'EAAMaoCZ2A4NsjZePY4WLqbRYcIHgz8xt6NJ0jZdWUjpEM3pi1OPeqi8EmzUp5AmLNyQgpLWOBdoPjFWXpeIMyc7EXSSx6itqq7KQ6BBY0vpGREHG6yJwZYVnHYIzc3DRb4e2D9mn2WoP1f0aX2aZhR63dNAdV37SiWtwxni2R08SYmflgIeHTUcdioADywzjED').
setting(log_level, info).