--
-- PostgreSQL database dump
--

SET statement_timeout = 0;
SET client_encoding = 'UTF8';

--
-- Data for Name: integration_settings; Type: TABLE DATA; Schema: public; Owner: app
--

COPY public.integration_settings (id, tenant_id, name, value, updated_at) FROM stdin;
1	21	base_url	https://billing.quarry-labs.com	2024-07-09 03:45:33.551643+00
2	27	retry_limit	5	2024-09-22 02:18:39.865471+00
3	40	agent_token	glagent-rKtRMNo7aXWaErpcw8ZJoVBCjbJHFf1RLXpN3rqME_2xyAgYOO	2024-12-05 23:30:40.188170+00
4	16	region	eu-west-1	2024-01-05 01:53:48.084805+00
\.


--
-- PostgreSQL database dump complete
--
