--
-- PostgreSQL database dump
--

SET statement_timeout = 0;
SET client_encoding = 'UTF8';

--
-- Data for Name: integration_settings; Type: TABLE DATA; Schema: public; Owner: app
--

COPY public.integration_settings (id, tenant_id, name, value, updated_at) FROM stdin;
1	6	base_url	https://edge.bluefin.io	2024-11-22 08:00:02.496044+00
2	10	retry_limit	5	2024-07-02 20:06:19.839176+00
3	23	neon_api_key	napi_your_neon_api_key	2024-10-14 21:56:22.978950+00
4	39	region	eu-west-1	2024-04-11 22:59:13.366152+00
\.


--
-- PostgreSQL database dump complete
--
