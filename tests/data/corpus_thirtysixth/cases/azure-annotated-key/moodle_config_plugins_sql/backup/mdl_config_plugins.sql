--
-- PostgreSQL database dump
--

-- Dumped from database version 15.6
-- Dumped by pg_dump version 15.6

SET statement_timeout = 0;
SET lock_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;

--
-- Data for Name: mdl_config_plugins; Type: TABLE DATA; Schema: public; Owner: moodleuser
--

COPY public.mdl_config_plugins (id, plugin, name, value) FROM stdin;
1817	moodlecourse	format	weeks
1818	moodlecourse	maxsections	52
1819	tool_objectfs	version	2024058105
1820	tool_objectfs	enabled	1
1821	tool_objectfs	azure_openai_api_key	B4zB86HQCXMC2rlysS2hSiw7ObZU8LTPH8LWHnNQZsUVTzFz9WT1JQQJ99BIACwl3FE3XJ3w3AAAAACOGUG31
1822	tool_objectfs	timeout	30
\.


--
-- PostgreSQL database dump complete
--
