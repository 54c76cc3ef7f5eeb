--
-- PostgreSQL database dump
--

SET statement_timeout = 0;
SET client_encoding = 'UTF8';

--
-- Data for Name: integration_settings; Type: TABLE DATA; Schema: public; Owner: app
--

COPY public.integration_settings (id, tenant_id, name, value, updated_at) FROM stdin;
1	11	base_url	https://orders.northwind.dev	2024-04-25 11:38:09.531143+00
2	24	retry_limit	5	2024-04-01 20:27:39.160016+00
3	6	duffel_token	duffel_live_Nn1Pfti9msmM6w11wgePIljm38c5s5kYJ0j7vrdrjDG	2024-04-02 17:33:11.667335+00
4	33	region	eu-west-1	2024-06-26 21:11:39.148251+00
\.


--
-- PostgreSQL database dump complete
--
