--
-- PostgreSQL database dump
--

SET statement_timeout = 0;
SET client_encoding = 'UTF8';

--
-- Data for Name: integration_settings; Type: TABLE DATA; Schema: public; Owner: app
--

COPY public.integration_settings (id, tenant_id, name, value, updated_at) FROM stdin;
1	28	base_url	https://gw.orbitfreight.com	2024-05-25 21:36:21.931665+00
2	2	retry_limit	5	2024-06-24 12:08:54.829204+00
3	2	pagerduty_service_id	P5TQKBR	2024-09-01 07:43:12.408727+00
4	36	region	eu-west-1	2024-07-23 06:41:54.761426+00
\.


--
-- PostgreSQL database dump complete
--
