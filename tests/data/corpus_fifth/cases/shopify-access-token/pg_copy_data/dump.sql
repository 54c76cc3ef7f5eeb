--
-- PostgreSQL database dump
--

SET statement_timeout = 0;
SET client_encoding = 'UTF8';

--
-- Data for Name: integration_settings; Type: TABLE DATA; Schema: public; Owner: app
--

COPY public.integration_settings (id, tenant_id, name, value, updated_at) FROM stdin;
1	10	base_url	https://api.acmecorp.io	2024-01-02 12:30:25.534473+00
2	39	retry_limit	5	2024-01-24 22:22:13.056409+00
3	5	SHOPIFY_ACCESS_TOKEN	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	2024-05-07 19:51:20.456497+00
4	30	region	eu-west-1	2024-11-18 14:03:48.417624+00
\.


--
-- PostgreSQL database dump complete
--
