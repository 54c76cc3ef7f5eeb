--
-- PostgreSQL database dump
--

SET statement_timeout = 0;
SET client_encoding = 'UTF8';

--
-- Data for Name: integration_settings; Type: TABLE DATA; Schema: public; Owner: app
--

COPY public.integration_settings (id, tenant_id, name, value, updated_at) FROM stdin;
1	25	base_url	https://internal.tessellate.net	2024-11-16 22:15:07.550501+00
2	21	retry_limit	5	2024-10-11 18:14:25.327502+00
3	31	DATABASE_URL	postgres://app:${DB_PASSWORD}@db:5432/app	2024-12-08 13:39:59.088167+00
4	31	region	eu-west-1	2024-08-26 16:25:40.367301+00
\.


--
-- PostgreSQL database dump complete
--
