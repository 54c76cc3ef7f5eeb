--
-- PostgreSQL database dump
--

SET statement_timeout = 0;
SET client_encoding = 'UTF8';

--
-- Data for Name: integration_settings; Type: TABLE DATA; Schema: public; Owner: app
--

COPY public.integration_settings (id, tenant_id, name, value, updated_at) FROM stdin;
1	31	base_url	https://internal.tessellate.net	2024-04-02 01:43:10.739409+00
2	5	retry_limit	5	2024-05-28 14:11:53.719879+00
3	3	infracost_api_key	ico-YeR9vdKcwePvTwCTDI3JPm2TBYDISqKX	2024-12-24 19:02:10.029059+00
4	7	region	eu-west-1	2024-07-27 22:02:09.426189+00
\.


--
-- PostgreSQL database dump complete
--
