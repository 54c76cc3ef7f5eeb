--
-- PostgreSQL database dump
--

SET statement_timeout = 0;
SET client_encoding = 'UTF8';

--
-- Data for Name: integration_settings; Type: TABLE DATA; Schema: public; Owner: app
--

COPY public.integration_settings (id, tenant_id, name, value, updated_at) FROM stdin;
1	16	base_url	https://internal.tessellate.net	2024-09-16 05:39:10.887913+00
2	33	retry_limit	5	2024-02-13 15:31:52.639441+00
3	33	doppler_token	dp.sa.HoVvAIFPBzHzwR6BHNnmxC25yJxj96c6l1aAhJK6nBW	2024-06-27 12:40:43.968848+00
4	21	region	eu-west-1	2024-02-10 01:02:42.460685+00
\.


--
-- PostgreSQL database dump complete
--
