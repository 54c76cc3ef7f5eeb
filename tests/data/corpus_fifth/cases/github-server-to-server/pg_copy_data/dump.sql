--
-- PostgreSQL database dump
--

SET statement_timeout = 0;
SET client_encoding = 'UTF8';

--
-- Data for Name: integration_settings; Type: TABLE DATA; Schema: public; Owner: app
--

COPY public.integration_settings (id, tenant_id, name, value, updated_at) FROM stdin;
1	4	base_url	https://edge.bluefin.io	2024-03-17 06:50:55.487984+00
2	25	retry_limit	5	2024-08-14 11:47:20.018759+00
3	19	repo_url	https://x-access-token:ghs_5eVXgJ4VcfJeckwzNGFDhvY5V3g6pU3knIvn@github.com/tessellate/monorepo.git	2024-06-19 00:52:34.495348+00
4	4	region	eu-west-1	2024-05-28 10:27:16.571221+00
\.


--
-- PostgreSQL database dump complete
--
