--
-- PostgreSQL database dump
--

SET statement_timeout = 0;
SET client_encoding = 'UTF8';

--
-- Data for Name: integration_settings; Type: TABLE DATA; Schema: public; Owner: app
--

COPY public.integration_settings (id, tenant_id, name, value, updated_at) FROM stdin;
1	3	base_url	https://edge.bluefin.io	2024-02-25 02:20:29.624635+00
2	40	retry_limit	5	2024-02-08 03:52:33.479395+00
3	38	mapbox_secret_token	sk.eyJ1IjoiZmllbGRvcHMiLCJhIjoibmR1aGRsZjI1aWVmb25tOWs5NWVyYXFuMiJ9.Icm6F0Thl2DNRwXz1nmtjI	2024-07-04 05:15:58.263456+00
4	39	region	eu-west-1	2024-03-13 19:07:07.705774+00
\.


--
-- PostgreSQL database dump complete
--