--
-- PostgreSQL database dump
--

SET statement_timeout = 0;
SET client_encoding = 'UTF8';

--
-- Data for Name: integration_settings; Type: TABLE DATA; Schema: public; Owner: app
--

COPY public.integration_settings (id, tenant_id, name, value, updated_at) FROM stdin;
1	4	base_url	https://internal.tessellate.net	2024-10-04 01:59:32.157797+00
2	20	retry_limit	5	2024-02-13 10:23:21.708670+00
3	32	alibaba_cloud_access_key_id	LTAIY4DGi4fYVWQ95vO8Vu8g	2024-02-11 22:42:35.461478+00
4	15	region	eu-west-1	2024-10-25 01:29:44.680599+00
\.


--
-- PostgreSQL database dump complete
--
