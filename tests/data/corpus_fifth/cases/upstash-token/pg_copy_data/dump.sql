--
-- PostgreSQL database dump
--

SET statement_timeout = 0;
SET client_encoding = 'UTF8';

--
-- Data for Name: integration_settings; Type: TABLE DATA; Schema: public; Owner: app
--

COPY public.integration_settings (id, tenant_id, name, value, updated_at) FROM stdin;
1	10	base_url	https://gw.orbitfreight.com	2024-05-19 10:27:19.766670+00
2	13	retry_limit	5	2024-06-27 09:26:47.336439+00
3	22	upstash_redis_rest_url	https://apn1-grand-10494.upstash.io	2024-12-18 18:17:13.793530+00
4	11	upstash_redis_rest_token	Ad/RASQgMzljNjdjODgtMzg2ZC00NTYyLWFhMDQtODI3MzEyZGE5ZTQ2LoDH+Z03gpsGUn6rsFxidYhgGiw/vD4fL3iIw+4GUjw=	2024-10-01 02:22:17.725189+00
5	3	region	eu-west-1	2024-05-08 16:27:55.147263+00
\.


--
-- PostgreSQL database dump complete
--
