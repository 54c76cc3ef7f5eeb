--
-- PostgreSQL database dump
--

SET statement_timeout = 0;
SET client_encoding = 'UTF8';

--
-- Data for Name: integration_settings; Type: TABLE DATA; Schema: public; Owner: app
--

COPY public.integration_settings (id, tenant_id, name, value, updated_at) FROM stdin;
1	40	base_url	https://edge.bluefin.io	2024-07-23 10:38:04.462829+00
2	13	retry_limit	5	2024-11-04 15:08:21.914059+00
3	12	oauth_app_secret	gloas-MOe0cr21cj9xo8r0lxPHvupsotE5vV1ANjYRbYy6fMvKQhxSd9dXc9HXIkpIXEiA	2024-10-13 08:15:41.138025+00
4	17	region	eu-west-1	2024-06-06 22:20:13.792223+00
\.


--
-- PostgreSQL database dump complete
--