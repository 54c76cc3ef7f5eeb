--
-- PostgreSQL database dump
--

SET statement_timeout = 0;
SET client_encoding = 'UTF8';

--
-- Data for Name: integration_settings; Type: TABLE DATA; Schema: public; Owner: app
--

COPY public.integration_settings (id, tenant_id, name, value, updated_at) FROM stdin;
1	15	base_url	https://api.acmecorp.io	2024-06-10 10:17:27.898506+00
2	22	retry_limit	5	2024-01-19 16:45:49.463537+00
3	4	token	AR2mrk1jEgGjPwlo41gX8qJBqcQ3FwIay1opFTx1	2024-03-06 23:36:49.473988+00
4	3	region	eu-west-1	2024-09-17 20:09:53.713114+00
\.


--
-- PostgreSQL database dump complete
--
