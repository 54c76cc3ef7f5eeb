--
-- PostgreSQL database dump
--

SET statement_timeout = 0;
SET client_encoding = 'UTF8';

--
-- Data for Name: integration_settings; Type: TABLE DATA; Schema: public; Owner: app
--

COPY public.integration_settings (id, tenant_id, name, value, updated_at) FROM stdin;
1	15	base_url	https://edge.bluefin.io	2024-05-23 19:57:06.762133+00
2	27	retry_limit	5	2024-02-14 17:19:37.684002+00
3	17	OAI_ADMIN_KEY	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	2024-11-13 20:26:15.848315+00
4	37	region	eu-west-1	2024-05-13 17:44:21.935122+00
\.


--
-- PostgreSQL database dump complete
--
