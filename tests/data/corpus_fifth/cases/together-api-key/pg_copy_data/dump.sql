--
-- PostgreSQL database dump
--

SET statement_timeout = 0;
SET client_encoding = 'UTF8';

--
-- Data for Name: integration_settings; Type: TABLE DATA; Schema: public; Owner: app
--

COPY public.integration_settings (id, tenant_id, name, value, updated_at) FROM stdin;
1	4	base_url	https://orders.northwind.dev	2024-12-13 23:38:04.285497+00
2	8	retry_limit	5	2024-10-09 05:43:26.644343+00
3	27	together_model_checksum	0beb9d6209246699f779732b333afcac3b20d9dafaf1c0712ee7df97984db4d3	2024-12-04 19:46:22.483087+00
4	28	region	eu-west-1	2024-08-19 22:23:46.238919+00
\.


--
-- PostgreSQL database dump complete
--
