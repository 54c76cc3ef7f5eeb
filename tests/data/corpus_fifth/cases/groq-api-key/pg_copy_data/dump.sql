--
-- PostgreSQL database dump
--

SET statement_timeout = 0;
SET client_encoding = 'UTF8';

--
-- Data for Name: integration_settings; Type: TABLE DATA; Schema: public; Owner: app
--

COPY public.integration_settings (id, tenant_id, name, value, updated_at) FROM stdin;
1	24	base_url	https://billing.quarry-labs.com	2024-12-08 03:40:09.117157+00
2	19	retry_limit	5	2024-04-28 20:26:38.282839+00
3	15	GROQ_API_KEY	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	2024-06-03 16:58:20.324822+00
4	32	region	eu-west-1	2024-01-26 01:14:28.896458+00
\.


--
-- PostgreSQL database dump complete
--
