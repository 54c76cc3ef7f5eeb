--
-- PostgreSQL database dump
--

SET statement_timeout = 0;
SET client_encoding = 'UTF8';

--
-- Data for Name: integration_settings; Type: TABLE DATA; Schema: public; Owner: app
--

COPY public.integration_settings (id, tenant_id, name, value, updated_at) FROM stdin;
1	15	base_url	https://orders.northwind.dev	2024-03-27 23:26:00.463478+00
2	20	retry_limit	5	2024-07-26 14:08:06.530034+00
3	8	secret_key	_m&(i+hu@xffhvj(uanb5diy7o_2#3pky1m7@@v+h78nn6x#n!	2024-04-17 03:31:26.397559+00
4	35	region	eu-west-1	2024-09-06 09:30:48.796650+00
\.


--
-- PostgreSQL database dump complete
--
