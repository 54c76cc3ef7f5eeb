--
-- PostgreSQL database dump
--

SET statement_timeout = 0;
SET client_encoding = 'UTF8';

--
-- Data for Name: integration_settings; Type: TABLE DATA; Schema: public; Owner: app
--

COPY public.integration_settings (id, tenant_id, name, value, updated_at) FROM stdin;
1	33	base_url	https://svc.mapleleaf.ca	2024-01-10 03:34:03.005130+00
2	22	retry_limit	5	2024-07-21 11:15:13.739989+00
3	29	STORAGE_CONNECTION	DefaultEndpointsProtocol=https;AccountName=tessblobjgy;AccountKey=6KaUXjif/5zP0d+4B7QqrfEw4+c3vLct1rfQ1d3/5oMhhOAbdr0r5jMBeC+qYmZeCD7sUXgFhSCtdQFxu4tumA==;EndpointSuffix=core.windows.net	2024-10-27 10:06:10.774114+00
4	19	region	eu-west-1	2024-02-11 16:46:29.749244+00
\.


--
-- PostgreSQL database dump complete
--
