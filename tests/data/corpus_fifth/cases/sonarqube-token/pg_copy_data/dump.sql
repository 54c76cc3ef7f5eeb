--
-- PostgreSQL database dump
--

SET statement_timeout = 0;
SET client_encoding = 'UTF8';

--
-- Data for Name: integration_settings; Type: TABLE DATA; Schema: public; Owner: app
--

COPY public.integration_settings (id, tenant_id, name, value, updated_at) FROM stdin;
1	9	base_url	https://internal.tessellate.net	2024-12-21 21:03:40.639972+00
2	39	retry_limit	5	2024-03-17 09:08:38.898721+00
3	7	sonar.login	squ_63c0e35d8ec8f453efae37059d743e199b43e580	2024-08-10 21:29:52.987089+00
4	18	region	eu-west-1	2024-08-28 03:42:51.275885+00
\.


--
-- PostgreSQL database dump complete
--
